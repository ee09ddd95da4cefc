import { Tag, Typography } from 'antd';
import { formatDate, maxLength, required } from '@pos/shared';
import type { Caja } from '@pos/shared/domains/registers';
import { ResourceCrudPage } from '../../components/crud/ResourceCrudPage';
import type { ResourceConfig } from '../../components/crud/resource';

const CAJAS: ResourceConfig<Caja> = {
  path: 'cajas',
  title: 'Cajas',
  subtitle: 'Las cajas registradoras de la sucursal. Una caja se puede eliminar solo cuando está cerrada.',
  nuevo: 'Nueva caja',
  editar: 'Editar caja',
  searchPlaceholder: 'Buscar caja',
  defaultOrdering: 'nombre',
  label: (c) => c.nombre,
  fields: [{ name: 'nombre', label: 'Nombre', validators: [required, maxLength(100)], placeholder: 'Ej. Caja 1' }],
  columns: [
    {
      title: 'Nombre',
      dataIndex: 'nombre',
      sortField: 'nombre',
      render: (nombre: string) => <Typography.Text strong>{nombre}</Typography.Text>,
    },
    { title: 'Sucursal', sortField: 'sucursal', render: (_: unknown, c: Caja) => c.sucursal.nombre },
    {
      title: 'Estado',
      dataIndex: 'abierta',
      render: (abierta: boolean) => (abierta ? <Tag color="green">Abierta</Tag> : <Tag>Cerrada</Tag>),
    },
    { title: 'Creado', dataIndex: 'creado', sortField: 'creado', render: (v: string) => formatDate(v) },
  ],
};

/** `/configuracion/cajas` (000 §2): register administration. */
export default function RegistersPage() {
  return <ResourceCrudPage config={CAJAS} />;
}
