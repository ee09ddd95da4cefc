import { useState } from 'react';
import { App, Button, Descriptions, Drawer, Form, Input, Skeleton, Table, Tag } from 'antd';
import { PrinterOutlined, StopOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MENSAJES } from '@pos/shared';
import { useConfiguracion } from '../../lib/configuracion';
import { useFeedback } from '../../lib/feedback';
import { invalidateResources, queryKeys } from '../../lib/queryKeys';
import { useFormat } from '../../lib/useFormat';
import { printOnReceiptPaper } from '../sales';
import { EstadoTag, nombreTipo } from './estados';
import { ESTADOS_DEVOLUCION, type LineaDevolucion } from '@pos/shared/domains/returns';
import { devolucionesApi } from './returns.api';
import { Voucher } from './Voucher';
import { LoadError } from '../../components/LoadError';
import { moneyColumn } from '../../components/list/moneyColumn';

interface Props {
  id: number | null;
  onClose: () => void;
  /** The list reloads after an annulment, and after a refusal too. */
  onChanged: () => void;
}

/**
 * A return's detail (`GET devoluciones/{id}`) and its annulment (P3-21): the reason is required
 * (`Campo requerido`), then `¿Está seguro?`; refused by the server once the code was redeemed.
 */
export function ReturnDetailDrawer({ id, onClose, onChanged }: Props) {
  const { modal } = App.useApp();
  const feedback = useFeedback();
  const format = useFormat();
  const configuracion = useConfiguracion();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<{ motivo: string }>();
  const [anulando, setAnulando] = useState(false);
  const detalle = useQuery({
    queryKey: queryKeys.detail('devoluciones', id),
    queryFn: () => devolucionesApi.detalle(id!),
    enabled: id !== null,
    staleTime: 0,
  });
  const anular = useMutation({
    mutationFn: (motivo: string) => devolucionesApi.anular(id!, motivo),
    onSuccess: () => {
      feedback.success(MENSAJES.devoluciones.devolucionAnulada);
      setAnulando(false);
      form.resetFields();
    },
    onError: (error) => feedback.error(error, MENSAJES.pantallasDevolucion.errorAnular),
    onSettled: () => {
      void invalidateResources(queryClient, ['devoluciones', 'bodegas']);
      onChanged();
    },
  });
  const d = detalle.data;

  const confirmar = async () => {
    const { motivo } = await form.validateFields();
    modal.confirm({
      title: MENSAJES.general.estasSeguro,
      content: d ? `Devolución ${d.codigo}` : undefined,
      okText: 'Anular',
      okButtonProps: { danger: true },
      cancelText: 'Cancelar',
      onOk: () => anular.mutateAsync(motivo.trim()).catch(() => undefined),
    });
  };

  const cerrar = () => {
    setAnulando(false);
    form.resetFields();
    onClose();
  };

  return (
    <Drawer
      open={id !== null}
      onClose={cerrar}
      title={d ? `Devolución ${d.codigo}` : 'Devolución'}
      size="large"
      extra={
        d && (
          <Button
            icon={<PrinterOutlined />}
            onClick={() =>
              void printOnReceiptPaper(
                <Voucher devolucion={d} money={format.money} empresa={configuracion.data?.nombre} />,
              )
            }
          >
            Imprimir
          </Button>
        )
      }
    >
      {detalle.isError && (
        <LoadError
          error={detalle.error}
          fallback={MENSAJES.pantallasDevolucion.errorCargar}
          onRetry={() => void detalle.refetch()}
        />
      )}
      {!d && !detalle.isError && <Skeleton active />}
      {d && (
        <>
          <Descriptions size="small" column={{ xs: 1, sm: 2 }} bordered>
            <Descriptions.Item label="Código">{d.codigo}</Descriptions.Item>
            <Descriptions.Item label="Estado">
              <EstadoTag estado={d.estado} />
            </Descriptions.Item>
            <Descriptions.Item label="Documento">
              <Tag>{nombreTipo(d.tipo)}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label="Fecha">{format.dateTime(d.creado)}</Descriptions.Item>
            <Descriptions.Item label="Venta">{d.venta.codigo}</Descriptions.Item>
            <Descriptions.Item label="Cliente">{d.cliente.nombre}</Descriptions.Item>
            <Descriptions.Item label="Usuario">{d.usuario.nombre}</Descriptions.Item>
            <Descriptions.Item label="Total">{format.money(d.total)}</Descriptions.Item>
            <Descriptions.Item label="Concepto" span={2}>
              {d.concepto}
            </Descriptions.Item>
            {d.canje && (
              <Descriptions.Item label="Canjeado" span={2}>
                {format.dateTime(d.canje.fecha)} · {d.canje.usuario.nombre}
              </Descriptions.Item>
            )}
            {d.anulacion && (
              <Descriptions.Item label="Motivo de anulación" span={2}>
                {d.anulacion.motivo} ({format.dateTime(d.anulacion.fecha)} · {d.anulacion.usuario.nombre})
              </Descriptions.Item>
            )}
          </Descriptions>
          <Table<LineaDevolucion>
            style={{ marginTop: 16 }}
            dataSource={d.detalles}
            rowKey="id"
            pagination={false}
            size="small"
            scroll={{ x: 'max-content' }}
            columns={[
              { title: 'Producto', dataIndex: 'nombre' },
              { title: 'Cantidad', dataIndex: 'cantidad', align: 'right' },
              { title: 'Motivo', dataIndex: 'motivo_nombre' },
              { title: 'A bodega', dataIndex: 'ingreso_bodega', render: (v: boolean) => (v ? 'Sí' : 'No') },
              { title: 'Nota', dataIndex: 'nota', render: (v: string | null) => v || '—' },
              moneyColumn(format.money, { title: 'Monto', dataIndex: 'total' }),
            ]}
          />
          {d.estado === ESTADOS_DEVOLUCION.VIGENTE && !anulando && (
            <Button danger icon={<StopOutlined />} style={{ marginTop: 16 }} onClick={() => setAnulando(true)}>
              Anular devolución
            </Button>
          )}
          {d.estado === ESTADOS_DEVOLUCION.VIGENTE && anulando && (
            <Form form={form} layout="vertical" style={{ marginTop: 16 }} onFinish={() => void confirmar()}>
              <Form.Item
                name="motivo"
                label="Motivo de anulación"
                rules={[{ required: true, whitespace: true, message: MENSAJES.campos.campoRequerido }]}
              >
                <Input.TextArea rows={3} maxLength={500} autoFocus />
              </Form.Item>
              <Button danger type="primary" htmlType="submit" loading={anular.isPending}>
                Anular
              </Button>{' '}
              <Button onClick={() => setAnulando(false)}>Cancelar</Button>
            </Form>
          )}
        </>
      )}
    </Drawer>
  );
}
