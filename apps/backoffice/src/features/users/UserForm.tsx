import { useMemo } from 'react';
import {
  Alert,
  Card,
  Checkbox,
  Col,
  Flex,
  Form,
  Input,
  Radio,
  Row,
  Switch,
  Tag,
  Typography,
  type FormInstance,
} from 'antd';
import {
  MENSAJES,
  email,
  isEmptyValue,
  match,
  maxLength,
  minLength,
  phone,
  required,
  type Validator,
} from '@pos/shared';
import { NIVEL_DE_ROL, NOMBRES_ROL, PERMISOS, ROLES, type TipoPuntoVenta } from '@pos/shared/domains/users/permissions';
import { PASSWORD_MIN, type Usuario, type UsuarioActual } from '@pos/shared/domains/users/users';
import { ImageUpload } from '../../components/ImageUpload';
import { requiredWith, rules } from '../../lib/formRules';
import { PermissionsEditor } from './PermissionsEditor';
import { permisosDeRol } from './permissionsForm';
import { valoresIniciales, type UsuarioFormValues } from './userFormValues';
import { FormActions } from '../../components/FormActions';

const DESCRIPCION_ROL: Record<(typeof ROLES)[number], string> = {
  es_admin: 'Acceso completo a todas las pantallas.',
  es_encargado_tienda: 'Bodega, productos y despachos de su tienda.',
  es_bodeguero: 'Bodega, productos y despachos.',
  es_cajero: 'Cobro y manejo de caja.',
  es_vendedor_mostrador: 'Ventas en el mostrador.',
};

interface Props {
  form: FormInstance<UsuarioFormValues>;
  /** The user being edited; absent when creating one. */
  usuario?: Usuario;
  actor: UsuarioActual;
  tipoPuntoVenta: TipoPuntoVenta;
  sucursales: readonly { id: number; nombre: string }[];
  saving: boolean;
  onSubmit: (values: UsuarioFormValues) => void;
  onCancel: () => void;
}

export function UserForm({ form, usuario, actor, tipoPuntoVenta, sucursales, saving, onSubmit, onCancel }: Props) {
  const editing = usuario !== undefined;
  const esPropietario = usuario?.es_propietario ?? false;
  // Nobody changes their own role, permissions or reach, nor the owner's (server users/user-rules.ts).
  const accesoFijo = esPropietario || usuario?.id === actor.id;
  const otorgables = useMemo(() => new Set(PERMISOS.filter((p) => actor[p] || usuario?.[p])), [actor, usuario]);
  const initialValues = useMemo(() => valoresIniciales(usuario), [usuario]);

  const passwordChecks: Validator[] = editing ? [minLength(PASSWORD_MIN)] : [required, minLength(PASSWORD_MIN)];
  const confirmRequired: Validator = (value) =>
    !isEmptyValue(form.getFieldValue('password')) && isEmptyValue(value) ? MENSAJES.campos.required : undefined;
  const branchesRequired: Validator = (value) =>
    !form.getFieldValue('es_global') && isEmptyValue(value) ? MENSAJES.usuarios.sinSucursales : undefined;

  return (
    <Form<UsuarioFormValues>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      // Every stored value, also those of fields not shown (the owner's role).
      onFinish={() => onSubmit(form.getFieldsValue(true))}
      scrollToFirstError
      onValuesChange={(changed: Partial<UsuarioFormValues>) => {
        // Choosing a role applies its preset (spec 001 §6).
        if (changed.rol) form.setFieldValue('permisos', permisosDeRol(changed.rol, tipoPuntoVenta, otorgables));
      }}
    >
      <Flex vertical gap={16}>
        <Card title="Datos personales">
          <Row gutter={24}>
            <Col xs={24} lg={7}>
              <Form.Item name="foto" label="Fotografía">
                <ImageUpload variant="avatar" crop />
              </Form.Item>
            </Col>
            <Col xs={24} lg={17}>
              <Row gutter={16}>
                <Col xs={24} md={12}>
                  <Form.Item name="first_name" label="Nombres" rules={rules(required, maxLength(100))}>
                    <Input autoFocus={!editing} autoComplete="off" />
                  </Form.Item>
                </Col>
                <Col xs={24} md={12}>
                  <Form.Item name="last_name" label="Apellidos" rules={rules(maxLength(100))}>
                    <Input autoComplete="off" />
                  </Form.Item>
                </Col>
                <Col xs={24} md={12}>
                  <Form.Item name="email" label="Correo electrónico" rules={rules(required, email)}>
                    <Input type="email" autoComplete="off" />
                  </Form.Item>
                </Col>
                <Col xs={24} md={12}>
                  <Form.Item name="telefono" label="Teléfono" rules={rules(phone(actor.pais))}>
                    <Input autoComplete="off" />
                  </Form.Item>
                </Col>
              </Row>
            </Col>
          </Row>
        </Card>

        <Card title="Contraseña">
          {editing && (
            <Typography.Paragraph type="secondary">
              Déjela en blanco para conservar la contraseña actual.
            </Typography.Paragraph>
          )}
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item name="password" label="Contraseña" rules={rules(...passwordChecks)}>
                <Input.Password autoComplete="new-password" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item
                name="confirm_password"
                label="Confirmar contraseña"
                dependencies={['password']}
                rules={rules(
                  ...(editing ? [confirmRequired] : [required]),
                  match(() => form.getFieldValue('password')),
                )}
              >
                <Input.Password autoComplete="new-password" />
              </Form.Item>
            </Col>
          </Row>
        </Card>

        <Card title="Rol y sucursales">
          {accesoFijo && (
            <Alert
              type="info"
              showIcon
              style={{ marginBottom: 16 }}
              title={esPropietario ? MENSAJES.usuarios.propietarioFijo : MENSAJES.usuarios.accesoPropioFijo}
            />
          )}
          {esPropietario ? (
            <Form.Item label="Rol">
              <Tag color="gold">Propietario</Tag>
            </Form.Item>
          ) : (
            <Form.Item name="rol" label="Rol" rules={rules(requiredWith(MENSAJES.usuarios.sinRol))}>
              <Radio.Group disabled={accesoFijo} style={{ width: '100%' }}>
                <div style={{ display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}>
                  {ROLES.map((rol) => (
                    <Radio key={rol} value={rol} disabled={NIVEL_DE_ROL[rol] > actor.rol}>
                      <Typography.Text strong>{NOMBRES_ROL[rol]}</Typography.Text>
                      <br />
                      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                        {DESCRIPCION_ROL[rol]}
                      </Typography.Text>
                    </Radio>
                  ))}
                </div>
              </Radio.Group>
            </Form.Item>
          )}
          <Form.Item
            name="es_global"
            label="Usuario global"
            valuePropName="checked"
            extra="Un usuario global trabaja en todas las sucursales de la empresa."
          >
            <Switch disabled={accesoFijo || (!actor.es_global && !usuario?.es_global)} />
          </Form.Item>
          <Form.Item name="sucursales" label="Sucursales" dependencies={['es_global']} rules={rules(branchesRequired)}>
            <Checkbox.Group options={sucursales.map((s) => ({ value: s.id, label: s.nombre }))} />
          </Form.Item>
        </Card>

        <Card
          title="Permisos"
          extra={<Typography.Text type="secondary">Al elegir un rol se marcan sus permisos sugeridos.</Typography.Text>}
        >
          <Form.Item name="permisos" noStyle>
            <PermissionsEditor otorgables={otorgables} disabled={accesoFijo} />
          </Form.Item>
        </Card>
      </Flex>

      <FormActions onCancel={onCancel} saving={saving} />
    </Form>
  );
}
