import { useState } from 'react';
import { Alert, Button, Flex, Form, Input, Radio } from 'antd';
import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { Link, useLocation } from 'react-router';
import { MENSAJES, required } from '@pos/shared';
import { errorMessage } from '../../lib/api';
import { rules } from '../../lib/formRules';
import { AuthLayout } from './AuthLayout';
import { empresasAElegir, useLogin, type Credenciales, type EmpresaAElegir } from './auth.api';

/** A message handed over by another auth screen (e.g. after a password reset). */
function useAviso(): string | undefined {
  const state: unknown = useLocation().state;
  return state && typeof state === 'object' && 'aviso' in state && typeof state.aviso === 'string'
    ? state.aviso
    : undefined;
}

/**
 * Staff e-mails are unique per company, not globally: when the e-mail and password open accounts
 * in several companies, the server names them and the screen asks which one to enter.
 */
export default function LoginPage() {
  const login = useLogin();
  const aviso = useAviso();
  const [form] = Form.useForm<Credenciales>();
  // The companies the last answer offered; they stay while the chosen one is being tried.
  const [empresas, setEmpresas] = useState<EmpresaAElegir[] | null>(null);
  const eligiendo = empresas !== null && empresasAElegir(login.error) !== null;
  return (
    <AuthLayout title={MENSAJES.sesion.iniciarSesion} subtitle="Ingrese con su correo electrónico y contraseña.">
      {aviso && !login.isError && <Alert type="success" showIcon title={aviso} style={{ marginBottom: 20 }} />}
      {login.isError && (
        <Alert
          type={eligiendo ? 'info' : 'error'}
          showIcon
          title={errorMessage(login.error, MENSAJES.sesion.errorLogin)}
          style={{ marginBottom: 20 }}
        />
      )}
      {/* Empty fields fail validation, so nothing is sent (spec 000 §5). */}
      <Form<Credenciales>
        form={form}
        layout="vertical"
        requiredMark={false}
        size="large"
        onValuesChange={(changed) => {
          // Other credentials may open other accounts: the companies offered no longer apply.
          if (empresas && ('email' in changed || 'password' in changed)) {
            setEmpresas(null);
            form.setFieldValue('empresa', undefined);
            login.reset();
          }
        }}
        onFinish={(values) =>
          login.mutate(values, {
            onError: (error) => {
              const lista = empresasAElegir(error);
              if (lista) setEmpresas(lista);
            },
          })
        }
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
        {empresas && (
          <Form.Item name="empresa" label="Empresa" rules={rules(required)}>
            <Radio.Group
              aria-label="Empresa"
              style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
              options={empresas.map((e) => ({ value: e.slug, label: e.nombre }))}
            />
          </Form.Item>
        )}
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
