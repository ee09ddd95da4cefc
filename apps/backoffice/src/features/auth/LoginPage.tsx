import { Alert, Button, Flex, Form, Input } from 'antd';
import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { Link, useLocation } from 'react-router';
import { MENSAJES, required } from '@pos/shared';
import { errorMessage } from '../../lib/api';
import { rules } from '../../lib/formRules';
import { AuthLayout } from './AuthLayout';
import { useLogin, type Credenciales } from './auth.api';

/** A message handed over by another auth screen (e.g. after a password reset). */
function useAviso(): string | undefined {
  const state: unknown = useLocation().state;
  return state && typeof state === 'object' && 'aviso' in state && typeof state.aviso === 'string'
    ? state.aviso
    : undefined;
}

export default function LoginPage() {
  const login = useLogin();
  const aviso = useAviso();
  return (
    <AuthLayout title={MENSAJES.sesion.iniciarSesion} subtitle="Ingrese con su correo electrónico y contraseña.">
      {aviso && !login.isError && <Alert type="success" showIcon title={aviso} style={{ marginBottom: 20 }} />}
      {login.isError && (
        <Alert
          type="error"
          showIcon
          title={errorMessage(login.error, MENSAJES.sesion.errorLogin)}
          style={{ marginBottom: 20 }}
        />
      )}
      {/* Empty fields fail validation, so nothing is sent (spec 000 §5). */}
      <Form<Credenciales>
        layout="vertical"
        requiredMark={false}
        size="large"
        onFinish={(values) => login.mutate(values)}
      >
        <Form.Item name="email" label={MENSAJES.sesion.correoElectronico} rules={rules(required)}>
          <Input
            prefix={<MailOutlined />}
            type="email"
            autoComplete="username"
            autoFocus
            placeholder="usuario@empresa.com"
          />
        </Form.Item>
        <Form.Item name="password" label="Contraseña" rules={rules(required)} style={{ marginBottom: 8 }}>
          <Input.Password prefix={<LockOutlined />} autoComplete="current-password" placeholder="Su contraseña" />
        </Form.Item>
        <Flex justify="flex-end" style={{ marginBottom: 24 }}>
          <Link to="/recuperar_contraseña">{MENSAJES.sesion.olvidasteContrasena}</Link>
        </Flex>
        <Button type="primary" htmlType="submit" block loading={login.isPending}>
          {MENSAJES.sesion.iniciarSesion}
        </Button>
      </Form>
    </AuthLayout>
  );
}
