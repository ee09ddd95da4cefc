import { Col, Divider, Form, Input, Modal, Row, Switch, Typography } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MENSAJES, match, maxLength, minLength, phone, required } from '@pos/shared';
import { PASSWORD_MIN, type Usuario } from '@pos/shared/domains/users/users';
import { ImageUpload, imageChange, imageOf, type ImageValue } from '../../components/ImageUpload';
import { api } from '../../lib/api';
import { CURRENT_USER_KEY, useCurrentUser } from '../../lib/currentUser';
import { useFeedback } from '../../lib/feedback';
import { applyFieldErrors, rules } from '../../lib/formRules';

interface PerfilValues {
  first_name: string;
  last_name: string;
  telefono: string;
  foto: ImageValue;
  cambiar_contrasena: boolean;
  password_actual?: string;
  password?: string;
  confirm_password?: string;
}

/**
 * "Mi perfil" (DECISIONS P3-61): name, phone, photo and password with the current one. It sends
 * no role flags, which is how the server tells a profile save from a user-admin save.
 */
export function ProfileModal({ onClose }: { onClose: () => void }) {
  const user = useCurrentUser();
  const [form] = Form.useForm<PerfilValues>();
  const cambiarContrasena = Form.useWatch('cambiar_contrasena', form) ?? false;
  const feedback = useFeedback();
  const queryClient = useQueryClient();

  const guardar = useMutation({
    mutationFn: (values: PerfilValues) => {
      const foto = imageChange(user.foto, values.foto);
      const contrasena = values.cambiar_contrasena
        ? { password: values.password, password_actual: values.password_actual }
        : {};
      return api.send<Usuario>('PUT', `usuarios/${user.id}`, {
        data: {
          first_name: values.first_name,
          last_name: values.last_name,
          telefono: values.telefono,
          ...contrasena,
          ...(foto.remove ? { eliminar_foto: true } : {}),
        },
        files: { foto: foto.file },
      });
    },
    onSuccess: async (_usuario, values) => {
      feedback.success(
        values.cambiar_contrasena ? MENSAJES.perfil.contrasenaActualizada : MENSAJES.perfil.datosActualizados,
      );
      await queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
      onClose();
    },
    onError: (error, values) => {
      applyFieldErrors(form, error);
      feedback.error(
        error,
        values.cambiar_contrasena ? MENSAJES.perfil.errorContrasena : MENSAJES.perfil.errorActualizar,
      );
    },
  });

  return (
    <Modal
      open
      title="Mi perfil"
      okText="Guardar"
      cancelText="Cancelar"
      width={620}
      confirmLoading={guardar.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Typography.Paragraph type="secondary">{user.email}</Typography.Paragraph>
      <Form<PerfilValues>
        form={form}
        layout="vertical"
        initialValues={{
          first_name: user.first_name,
          last_name: user.last_name,
          telefono: user.telefono,
          foto: imageOf(user.foto),
          cambiar_contrasena: false,
        }}
        onFinish={(values) => guardar.mutate(values)}
      >
        <Form.Item name="foto" label="Fotografía">
          <ImageUpload variant="avatar" crop />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item name="first_name" label="Nombres" rules={rules(required, maxLength(100))}>
              <Input />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="last_name" label="Apellidos" rules={rules(maxLength(100))}>
              <Input />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="telefono" label="Teléfono" rules={rules(phone(user.pais))}>
          <Input />
        </Form.Item>
        <Divider style={{ margin: '8px 0 16px' }} />
        <Form.Item name="cambiar_contrasena" label="Cambiar contraseña" valuePropName="checked">
          <Switch />
        </Form.Item>
        {cambiarContrasena && (
          <>
            <Form.Item name="password_actual" label="Contraseña actual" rules={rules(required)}>
              <Input.Password autoComplete="current-password" />
            </Form.Item>
            <Row gutter={16}>
              <Col xs={24} sm={12}>
                <Form.Item
                  name="password"
                  label={MENSAJES.sesion.nuevaContrasena}
                  rules={rules(required, minLength(PASSWORD_MIN))}
                >
                  <Input.Password autoComplete="new-password" />
                </Form.Item>
              </Col>
              <Col xs={24} sm={12}>
                <Form.Item
                  name="confirm_password"
                  label={MENSAJES.sesion.confirmarContrasena}
                  dependencies={['password']}
                  rules={rules(
                    required,
                    match(() => form.getFieldValue('password')),
                  )}
                >
                  <Input.Password autoComplete="new-password" />
                </Form.Item>
              </Col>
            </Row>
          </>
        )}
      </Form>
    </Modal>
  );
}
