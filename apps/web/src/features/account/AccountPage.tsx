import { useQuery } from '@apollo/client/react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import { useNavigate, useSearchParams } from 'react-router';
import { useAccountPrompts } from '../../components/AccountPrompts';
import { ContentLink } from '../../components/ContentLink';
import { usePageTitle } from '../../components/PageTitle';
import { RichText } from '../../components/RichText';
import { PageSkeleton } from '../../components/Skeleton';
import { useRestResource } from '../../components/useRestResource';
import { useSession } from '../../components/useSession';
import { errorMessage } from '../../lib/rest';
import { fetchInvitationDetails, signUpPageQuery } from './api/account';
import { toSignUpPageView, type Promobox } from './accountView';
import { AcceptInvitation } from './components/AcceptInvitation';
import { AccountDetails } from './components/AccountDetails';
import { MemberAccounts } from './components/MemberAccounts';
import { RegistrationForm } from './components/RegistrationForm';
import { SignOutEverywhere } from './components/SignOutEverywhere';

function PromoboxCard({ box }: { box: Promobox }) {
  return (
    <Card as="section" className="mb-4">
      <Card.Body>
        {box.title && (
          <Card.Title as="h2" className="h5">
            {box.title}
          </Card.Title>
        )}
        <RichText markdown={box.body} />
        {box.link && (
          <ContentLink href={box.link.href} className="btn btn-outline-primary btn-sm">
            {box.link.label}
          </ContentLink>
        )}
      </Card.Body>
    </Card>
  );
}

/** Who invited whom, for the page a member-account invitation link opens. */
function useInvitationDetails(invitation: string | null) {
  const invited = useRestResource(invitation, (signal) => fetchInvitationDetails(invitation ?? '', signal));
  return {
    details: invited.status === 'ready' ? invited.data : null,
    problem: invited.status === 'failed' ? errorMessage(invited.error) : null,
    loading: invited.status === 'loading',
  };
}

/** SPEC-GUIDE §2 Account, logged out: the sign-up page's content, the registration form, 'Already got an account?'. */
function Registration({ invitation }: { invitation: string | null }) {
  const { data, loading } = useQuery(signUpPageQuery);
  const prompts = useAccountPrompts();
  const navigate = useNavigate();
  const invited = useInvitationDetails(invitation);
  const view = toSignUpPageView(data);
  usePageTitle(view.title);

  if (loading || invited.loading) return <PageSkeleton />;
  const invitedEmail = invited.details?.email;

  return (
    <Row className="g-5">
      <Col lg={8}>
        <h1>{view.title}</h1>
        {invited.details ? (
          <Alert variant="info">
            {invited.details.owner} has invited you to share their subscription. Create your account with{' '}
            <strong>{invited.details.email}</strong> below, or sign in if you already have an account with that address.
          </Alert>
        ) : (
          <>
            <RichText markdown={view.description} />
            {view.contentTitle && <h2 className="h3">{view.contentTitle}</h2>}
            <RichText markdown={view.introduction} />
          </>
        )}
        {invited.problem && <Alert variant="warning">{invited.problem}</Alert>}
        <RegistrationForm
          invitedEmail={invitedEmail}
          // With an invitation, the page itself accepts it once the new user is signed in (see AccountPage).
          onRegistered={() => {
            if (!invitedEmail) void navigate('/welcome/new');
          }}
        />
      </Col>
      <Col lg={4}>
        <Card as="aside" className="mb-4" aria-labelledby="already-registered">
          <Card.Body>
            <Card.Title as="h2" className="h5" id="already-registered">
              Already got an account?
            </Card.Title>
            <Button
              variant="outline-primary"
              // Through an invitation, stay here after signing in: the page accepts it.
              onClick={() => prompts?.openLogin(invitedEmail ? { onLoggedIn: () => undefined } : undefined)}
            >
              Sign in
            </Button>
          </Card.Body>
        </Card>
        {!invitedEmail && view.promobox && <PromoboxCard box={view.promobox} />}
        {view.sidebarPromobox && <PromoboxCard box={view.sidebarPromobox} />}
      </Col>
    </Row>
  );
}

/**
 * SPEC-GUIDE §2 Account (/subscribe): registration when logged out; account details and member accounts when logged in.
 */
export function AccountPage() {
  const { loggedIn } = useSession();
  const [searchParams] = useSearchParams();
  const invitation = searchParams.get('invitation');

  if (!loggedIn) {
    return (
      <Container className="py-4">
        <Registration invitation={invitation} />
      </Container>
    );
  }
  return (
    <Container className="py-4">
      <SignedInAccount invitation={invitation} />
    </Container>
  );
}

function SignedInAccount({ invitation }: { invitation: string | null }) {
  usePageTitle('Your Account');
  if (invitation) return <AcceptInvitation invitation={invitation} />;
  return (
    <>
      <h1>Your Account</h1>
      <AccountDetails />
      <MemberAccounts />
      <SignOutEverywhere />
    </>
  );
}
