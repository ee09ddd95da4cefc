import { useState } from 'react';
import { Descriptions, Drawer, Flex, Skeleton, Switch, Table, Typography } from 'antd';
import { MENSAJES } from '@pos/shared';
import { NOMBRES_ENTIDAD, type BitacoraEntrada } from '@pos/shared/domains/audit';
import { useFormat } from '../../lib/useFormat';
import { AccionTag } from './accionTag';
import { useEntradaBitacora } from './audit.api';
import { compararDetalle, type FilaComparacion } from './diff';
import { LoadError } from '../../components/LoadError';

const valor = (text: string, clase = '') => <pre className={`diff-value ${clase}`.trim()}>{text}</pre>;

/** An edit compares before and after; a create or a delete lists the values it recorded. */
function Comparacion({ entrada }: { entrada: BitacoraEntrada }) {
  const [soloCambios, setSoloCambios] = useState(true);
  const filas = compararDetalle(entrada.detalle_anterior, entrada.detalle);
  const esEdicion = entrada.detalle_anterior != null && entrada.detalle != null;
  const campo = {
    title: 'Campo',
    dataIndex: 'etiqueta',
    width: '26%',
    render: (text: string) => <Typography.Text strong>{text}</Typography.Text>,
  };
  const columns = esEdicion
    ? [
        campo,
        {
          title: 'Antes',
          dataIndex: 'antes',
          render: (text: string, f: FilaComparacion) => valor(text, f.cambio ? 'diff-before' : ''),
        },
        {
          title: 'Después',
          dataIndex: 'despues',
          render: (text: string, f: FilaComparacion) => valor(text, f.cambio ? 'diff-after' : ''),
        },
      ]
    : [
        campo,
        {
          title: 'Valor',
          dataIndex: entrada.detalle == null ? 'antes' : 'despues',
          render: (text: string) => valor(text),
        },
      ];

  return (
    <>
      <Flex justify="space-between" align="center" style={{ margin: '24px 0 12px' }}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {esEdicion
            ? 'Comparación de valores'
            : entrada.detalle == null
              ? 'Valores eliminados'
              : 'Valores registrados'}
        </Typography.Title>
        {esEdicion && (
          <label>
            <Switch size="small" checked={soloCambios} onChange={setSoloCambios} /> Solo campos modificados
          </label>
        )}
      </Flex>
      <Table<FilaComparacion>
        size="small"
        rowKey="campo"
        columns={columns}
        dataSource={esEdicion && soloCambios ? filas.filter((f) => f.cambio) : filas}
        pagination={false}
        rowClassName={(fila) => (esEdicion && fila.cambio ? 'diff-changed' : '')}
        locale={{ emptyText: 'No hay campos modificados.' }}
      />
    </>
  );
}

/** An audit entry with its before/after comparison (`GET bitacora/{id}`). */
export function AuditDetailDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const entrada = useEntradaBitacora(id);
  const format = useFormat();
  const data = entrada.data;
  return (
    <Drawer open={id !== null} onClose={onClose} size={820} title="Detalle de la bitácora" destroyOnHidden>
      {entrada.isError && (
        <LoadError
          title={MENSAJES.listas.tituloError}
          error={entrada.error}
          fallback={MENSAJES.listas.error}
          onRetry={() => void entrada.refetch()}
        />
      )}
      {entrada.isPending && id !== null && <Skeleton active paragraph={{ rows: 8 }} />}
      {data && (
        <>
          <Descriptions
            bordered
            size="small"
            column={2}
            items={[
              { key: 'fecha', label: 'Fecha y hora', children: format.dateTime(data.creado) },
              { key: 'accion', label: 'Acción', children: <AccionTag accion={data.accion} /> },
              {
                key: 'usuario',
                label: 'Usuario',
                children: data.usuario
                  ? `${data.usuario.nombre} (${data.usuario.email})`
                  : MENSAJES.general.sinInformacion,
              },
              { key: 'entidad', label: 'Entidad', children: NOMBRES_ENTIDAD[data.entidad] ?? data.entidad },
              { key: 'descripcion', label: 'Descripción', span: 2, children: data.descripcion },
            ]}
          />
          <Comparacion key={data.id} entrada={data} />
        </>
      )}
    </Drawer>
  );
}
