import { useMemo } from 'react';
import { Tag, Typography } from 'antd';
import { MENSAJES, formatDate, maxLength, money, required } from '@pos/shared';
import { TIPOS_ADICION_NOTA, NOMBRES_TIPO_ADICION_NOTA, type AdicionNota } from '@pos/shared/domains/returns';
import { ResourceCrudPage } from '../../components/crud/ResourceCrudPage';
import type { ResourceConfig } from '../../components/crud/resource';
import { useFormat } from '../../lib/useFormat';

const TIPOS = Object.values(TIPOS_ADICION_NOTA).map((tipo) => ({
  value: tipo,
  label: NOMBRES_TIPO_ADICION_NOTA[tipo],
}));

/**
 * `/configuracion/adiciones_nota_fel`: the additional items a return may add to its note (000 §3
 * "Additional note items": nombre, tipo 10 a fixed amount, otherwise a percentage of the invoice
 * total, valor), behind `conf_adicionales_nota_fel` (P3-45). The server refuses a percentage above
 * 100 on the `valor` field; a removed item is retired, past returns keep naming it.
 */
export default function NoteAdditionsPage() {
  const format = useFormat();
  const config = useMemo<ResourceConfig<AdicionNota>>(
    () => ({
      path: 'adiciones_nota_fel',
      title: 'Adiciones de nota de crédito',
      subtitle: 'Cargos que una devolución puede agregar a su nota: un monto fijo o un porcentaje del total facturado.',
      nuevo: 'Nueva adición',
      editar: 'Editar adición',
      searchPlaceholder: 'Buscar adición',
      defaultOrdering: '-creado',
      label: (a) => a.nombre,
      mensajes: { creado: MENSAJES.general.registroCreado, actualizado: MENSAJES.general.registroActualizado },
      fields: [
        { name: 'nombre', label: 'Nombre', validators: [required, maxLength(100)], placeholder: 'Ej. Flete' },
        { name: 'tipo', label: 'Tipo', validators: [required], options: TIPOS },
        {
          name: 'valor',
          label: 'Valor',
          validators: [required, money(format.decimales)],
          decimales: format.decimales,
          placeholder: 'Monto en quetzales, o porcentaje de 0 a 100',
        },
      ],
      columns: [
        {
          title: 'Nombre',
          dataIndex: 'nombre',
          sortField: 'nombre',
          render: (nombre: string) => <Typography.Text strong>{nombre}</Typography.Text>,
        },
        {
          title: 'Tipo',
          dataIndex: 'tipo_nombre',
          render: (nombre: string, a) => (
            <Tag color={a.tipo === TIPOS_ADICION_NOTA.MONTO_FIJO ? 'blue' : 'purple'}>{nombre}</Tag>
          ),
        },
        {
          title: 'Valor',
          dataIndex: 'valor',
          align: 'right',
          render: (valor: string, a) => (a.tipo === TIPOS_ADICION_NOTA.MONTO_FIJO ? format.money(valor) : `${valor} %`),
        },
        { title: 'Creado', dataIndex: 'creado', sortField: 'creado', render: (v: string) => formatDate(v) },
      ],
    }),
    [format],
  );
  return <ResourceCrudPage config={config} />;
}
