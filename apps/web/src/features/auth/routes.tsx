// The screens of the auth feature the router loads lazily (the login panel is loaded by app/AccountPromptsHost).
export { LoginPage } from './LoginPage';
