// The screens of the account feature the router loads lazily (SPEC-GUIDE §2 Account and Set-new-password).
export { AccountPage } from './AccountPage';
export { ResetPasswordPage } from './ResetPasswordPage';
