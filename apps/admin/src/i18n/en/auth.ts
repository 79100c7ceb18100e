export default {
  title: 'Sign in',
  subtitle: 'Manage {{tenant}}',
  email: 'Email',
  password: 'Password',
  submit: 'Sign in',
  submitting: 'Signing in…',
};
