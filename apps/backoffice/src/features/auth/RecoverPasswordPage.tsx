import { Alert, Button, Form, Input, Result } from 'antd';
import { ArrowLeftOutlined, MailOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { MENSAJES, emailRecuperacion } from '@pos/shared';
import { errorMessage } from '../../lib/api';
import { campoRequerido, rules } from '../../lib/formRules';
import { AuthLayout } from './AuthLayout';
import { useRecoverPassword } from './auth.api';

const volver = (
  <Link to="/">
    <ArrowLeftOutlined /> Volver a iniciar sesión
  </Link>
);

export default function RecoverPasswordPage() {
  const recover = useRecoverPassword();

  if (recover.isSuccess) {
    return (
      <AuthLayout title={MENSAJES.sesion.recuperarContrasena}>
        <Result
          status="success"
          title="Revise su correo"
          subTitle={recover.data.detail || MENSAJES.sesion.correoRecuperacionEnviado}
          extra={volver}
        />
      </AuthLayout>
    );
  }
  return (
    <AuthLayout
      title={MENSAJES.sesion.recuperarContrasena}
      subtitle="Escriba el correo electrónico de su cuenta y le enviaremos un enlace para crear una nueva contraseña."
    >
      {recover.isError && (
        <Alert
          type="error"
          showIcon
          title={errorMessage(recover.error, MENSAJES.general.errorIntenteMasTarde)}
          style={{ marginBottom: 20 }}
        />
      )}
      <Form<{ email: string }>
        layout="vertical"
        requiredMark={false}
        size="large"
        onFinish={({ email }) => recover.mutate(email.trim())}
      >
        <Form.Item
          name="email"
          label={MENSAJES.sesion.correoElectronico}
          rules={rules(campoRequerido, emailRecuperacion)}
        >
          <Input
            prefix={<MailOutlined />}
            type="email"
            autoComplete="email"
            autoFocus
            placeholder="usuario@empresa.com"
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={recover.isPending} style={{ marginBottom: 20 }}>
          {MENSAJES.sesion.recuperarContrasena}
        </Button>
      </Form>
      {volver}
    </AuthLayout>
  );
}
