import { Card, Checkbox, Flex, Typography } from 'antd';
import { NOMBRES_PERMISO, type Permiso } from '@pos/shared/domains/users/permissions';
import { SECCIONES_PERMISOS, alternarGrupo, estadoGrupo } from './permissionsForm';

interface Props {
  value?: Permiso[];
  onChange?: (permisos: Permiso[]) => void;
  /** The flags this editor may change. */
  otorgables: ReadonlySet<Permiso>;
  disabled?: boolean;
}

/** Permission flags by group; a group's checkbox flips every flag of the group. */
export function PermissionsEditor({ value = [], onChange, otorgables, disabled = false }: Props) {
  const toggle = (permiso: Permiso, activo: boolean) =>
    onChange?.(activo ? [...value, permiso] : value.filter((p) => p !== permiso));

  return (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))' }}>
      {SECCIONES_PERMISOS.map((seccion) => {
        const estado = estadoGrupo(value, seccion.permisos);
        const activos = seccion.permisos.filter((p) => value.includes(p)).length;
        const titulo = seccion.alternable ? (
          <Checkbox
            checked={estado.checked}
            indeterminate={estado.indeterminate}
            disabled={disabled || !seccion.permisos.some((p) => otorgables.has(p))}
            onChange={(e) => onChange?.(alternarGrupo(value, seccion.permisos, e.target.checked, otorgables))}
          >
            <Typography.Text strong>{seccion.titulo}</Typography.Text>
          </Checkbox>
        ) : (
          <Typography.Text strong>{seccion.titulo}</Typography.Text>
        );
        return (
          <Card
            key={seccion.key}
            size="small"
            title={titulo}
            extra={<Typography.Text type="secondary">{`${activos}/${seccion.permisos.length}`}</Typography.Text>}
          >
            <Flex vertical gap={6}>
              {seccion.permisos.map((permiso) => (
                <Checkbox
                  key={permiso}
                  checked={value.includes(permiso)}
                  disabled={disabled || !otorgables.has(permiso)}
                  onChange={(e) => toggle(permiso, e.target.checked)}
                >
                  {NOMBRES_PERMISO[permiso]}
                </Checkbox>
              ))}
            </Flex>
          </Card>
        );
      })}
    </div>
  );
}
