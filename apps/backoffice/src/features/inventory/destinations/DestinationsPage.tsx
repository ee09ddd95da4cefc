import { Typography } from 'antd';
import { SIN_REGISTRO, formatDate, maxLength, required } from '@pos/shared';
import type { DestinoSalida } from '@pos/shared/domains/inventory';
import { ResourceCrudPage } from '../../../components/crud/ResourceCrudPage';
import type { ResourceConfig } from '../../../components/crud/resource';

const DESTINOS: ResourceConfig<DestinoSalida> = {
  path: 'destinos_salida',
  title: 'Destinos de salida',
  subtitle: 'A dónde puede ir la mercadería que sale de bodega: eventos, consumo interno, donaciones…',
  nuevo: 'Nuevo destino',
  editar: 'Editar destino',
  searchPlaceholder: 'Buscar destino',
  defaultOrdering: 'nombre',
  label: (d) => d.nombre,
  fields: [
    { name: 'nombre', label: 'Nombre', validators: [required, maxLength(100)], placeholder: 'Ej. Consumo interno' },
    { name: 'descripcion', label: 'Descripción', validators: [maxLength(255)], multiline: true },
  ],
  columns: [
    {
      title: 'Nombre',
      dataIndex: 'nombre',
      sortField: 'nombre',
      render: (nombre: string) => <Typography.Text strong>{nombre}</Typography.Text>,
    },
    {
      title: 'Descripción',
      dataIndex: 'descripcion',
      render: (d: string) => d || <Typography.Text type="secondary">{SIN_REGISTRO}</Typography.Text>,
    },
    { title: 'Creado', dataIndex: 'creado', sortField: 'creado', render: (v: string) => formatDate(v) },
  ],
};

/** `/configuracion/destinos_salida` (DECISIONS P2-03b, P3-50). */
export default function DestinationsPage() {
  return <ResourceCrudPage config={DESTINOS} />;
}
