import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../test/server';
import { apiFetch, RestError, restRequest, setUnauthorizedRedirect } from './rest';
import { sessionKeys } from './session';

describe('REST calls to the CMS', () => {
  const redirect = vi.fn();
  setUnauthorizedRedirect(redirect);
  afterEach(() => redirect.mockReset());

  it('send the stored token as a bearer token', async () => {
    localStorage.setItem(sessionKeys.token, 'secret-jwt');
    let authorization: string | null = null;
    server.use(
      http.get('*/api/probe', ({ request }) => {
        authorization = request.headers.get('authorization');
        return HttpResponse.json({ data: 1 });
      }),
    );
    expect(await restRequest('/api/probe')).toEqual({ data: 1 });
    expect(authorization).toBe('Bearer secret-jwt');
  });

  it('on HTTP 401 clear all local storage and send the browser to /', async () => {
    localStorage.setItem(sessionKeys.token, 'expired-jwt');
    localStorage.setItem(sessionKeys.user, '{"id":1}');
    server.use(
      http.get('*/api/probe', () =>
        HttpResponse.json({ error: { status: 401, message: 'Missing or invalid credentials' } }, { status: 401 }),
      ),
    );
    await expect(restRequest('/api/probe')).rejects.toThrow('Missing or invalid credentials');
    expect(localStorage.length).toBe(0);
    expect(redirect).toHaveBeenCalledWith('/');
  });

  it('leave the session alone on other failures, and for a visitor without a token', async () => {
    server.use(http.get('*/api/probe', () => HttpResponse.json({}, { status: 401 })));
    await apiFetch('/api/probe');
    expect(redirect).not.toHaveBeenCalled();
    localStorage.setItem(sessionKeys.token, 'good-jwt');
    server.use(http.get('*/api/probe', () => HttpResponse.json({}, { status: 403 })));
    await expect(restRequest('/api/probe')).rejects.toBeInstanceOf(RestError);
    expect(localStorage.getItem(sessionKeys.token)).toBe('good-jwt');
  });

  it("read the server's message and field errors keyed by path, else 'There was a problem'", async () => {
    server.use(
      http.post('*/api/probe', () =>
        HttpResponse.json(
          {
            error: {
              status: 400,
              message: 'First name is required.',
              details: {
                errors: [
                  { path: ['user_profile_data', 'first_name'], message: 'First name is required.' },
                  { path: ['email'], message: 'Please enter a valid e-mail address.' },
                ],
              },
            },
          },
          { status: 400 },
        ),
      ),
    );
    const failure = await restRequest('/api/probe', { method: 'POST', body: {} }).catch((error: RestError) => error);
    expect(failure).toMatchObject({
      message: 'First name is required.',
      status: 400,
      fieldErrors: {
        'user_profile_data.first_name': 'First name is required.',
        email: 'Please enter a valid e-mail address.',
      },
    });

    server.use(http.post('*/api/probe', () => new HttpResponse('Bad gateway', { status: 502 })));
    await expect(restRequest('/api/probe', { method: 'POST', body: {} })).rejects.toThrow('There was a problem');
  });
});
