import { Alert, Button, Form, Input } from 'antd';
import { ArrowLeftOutlined, LockOutlined } from '@ant-design/icons';
import { Link, useNavigate, useParams } from 'react-router';
import { MENSAJES, match, minLength, required } from '@pos/shared';
import { PASSWORD_MIN } from '@pos/shared/domains/users/users';
import { errorMessage } from '../../lib/api';
import { rules } from '../../lib/formRules';
import { AuthLayout } from './AuthLayout';
import { useResetPassword } from './auth.api';

interface Valores {
  password: string;
  confirm_password: string;
}

export default function ResetPasswordPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [form] = Form.useForm<Valores>();

  const submit = (values: Valores) =>
    reset.mutate(
      { token, ...values },
      {
        onSuccess: ({ detail }) =>
          navigate('/', { replace: true, state: { aviso: detail || MENSAJES.sesion.contrasenaRestablecida } }),
      },
    );

  return (
    <AuthLayout
      title={MENSAJES.sesion.escribeNuevaContrasena}
      subtitle={`Debe tener al menos ${PASSWORD_MIN} caracteres.`}
    >
      {reset.isError && (
        <Alert
          type="error"
          showIcon
          title={errorMessage(reset.error, MENSAJES.sesion.enlaceInvalido)}
          style={{ marginBottom: 20 }}
        />
      )}
      <Form<Valores> form={form} layout="vertical" requiredMark={false} size="large" onFinish={submit}>
        <Form.Item
          name="password"
          label={MENSAJES.sesion.nuevaContrasena}
          rules={rules(required, minLength(PASSWORD_MIN))}
        >
          <Input.Password prefix={<LockOutlined />} autoComplete="new-password" autoFocus />
        </Form.Item>
        <Form.Item
          name="confirm_password"
          label={MENSAJES.sesion.confirmarContrasena}
          dependencies={['password']}
          rules={rules(
            required,
            match(() => form.getFieldValue('password'), MENSAJES.sesion.contrasenasNoCoinciden),
          )}
        >
          <Input.Password prefix={<LockOutlined />} autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={reset.isPending} style={{ marginBottom: 20 }}>
          {MENSAJES.sesion.restablecerContrasena}
        </Button>
      </Form>
      <Link to="/">
        <ArrowLeftOutlined /> Volver a iniciar sesión
      </Link>
    </AuthLayout>
  );
}
