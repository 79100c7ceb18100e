export default {
  title: 'Inicia sesión',
  subtitle: 'Administra {{tenant}}',
  email: 'Email',
  password: 'Contraseña',
  submit: 'Ingresar',
  submitting: 'Ingresando…',
};
