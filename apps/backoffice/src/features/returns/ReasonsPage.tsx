import { useEffect, useMemo, useState } from 'react';
import { Alert, App, Button, Card, Flex, Form, Input, Select, Spin, Switch, Table, Typography } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useNavigate, useParams } from 'react-router';
import { MENSAJES } from '@pos/shared';
import { PageHeader } from '../../components/PageHeader';
import { useFeedback } from '../../lib/feedback';
import { randomKey } from '../../lib/randomKey';
import { queryKeys } from '../../lib/queryKeys';
import { useFormat } from '../../lib/useFormat';
import { FacturaResumen } from './FacturaResumen';
import { borrarBorrador, guardarBorrador, leerBorrador, type BorradorDevolucion } from './returnDraft';
import { MOTIVO_DEVOLUCION_POR_DEFECTO, TIPOS_ADICION_NOTA } from '@pos/shared/domains/returns';
import {
  cuerpoDevolucion,
  lineaDeAdicion,
  motivosDe,
  nombreMotivo,
  totalDevolucion,
  type LineaElegida,
} from './returnLines';
import { devolucionesApi } from './returns.api';
import { rutaNotaCredito, rutaSeleccion, rutaVale } from './paths';
import { useNotaPolling } from './useNotaPolling';
import './returns.css';

/** `…/seleccion_de_producto/{idFactura}/motivos`: a reason per line, additional note items, and the submit. */
export default function ReasonsPage() {
  const { idFactura } = useParams();
  const borrador = leerBorrador(idFactura!);
  if (!borrador || borrador.lineas.every((l) => l.detalle === null))
    return <Navigate to={rutaSeleccion(idFactura!)} replace />;
  return <ReasonsForm idFactura={idFactura!} inicial={borrador} />;
}

const esAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

function ReasonsForm({ idFactura, inicial }: { idFactura: string; inicial: BorradorDevolucion }) {
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const feedback = useFeedback();
  const format = useFormat();
  const esperarNota = useNotaPolling();
  const { factura, codigo } = inicial;
  const [lineas, setLineas] = useState(inicial.lineas);
  const [concepto, setConcepto] = useState('');
  const [conceptoFalta, setConceptoFalta] = useState(false);
  const [enviando, setEnviando] = useState(false);
  const [certificando, setCertificando] = useState(false);
  // One key per return being prepared: a retried submit is recorded once.
  const [clave] = useState(randomKey);
  const adiciones = useQuery({
    queryKey: queryKeys.list('adiciones_nota_fel', { page: 1 }),
    queryFn: () => devolucionesApi.adiciones().then((pagina) => pagina.results.filter((a) => a.activo)),
  });

  useEffect(() => guardarBorrador(idFactura, { codigo, factura, lineas }), [idFactura, codigo, factura, lineas]);

  // Reason 50 (discount) only on a credit note (SCOPE §1.1 Constants).
  const motivos = useMemo(
    () => motivosDe(factura.nota_credito_fel).map((m) => ({ value: m, label: nombreMotivo(m) })),
    [factura.nota_credito_fel],
  );
  const cambiar = (key: string, cambio: Partial<LineaElegida>) =>
    setLineas((actuales) => actuales.map((l) => (l.key === key ? { ...l, ...cambio } : l)));
  const elegidas = new Set(lineas.map((l) => l.adicion).filter((id) => id !== null));

  const agregarAdicion = (id: number) => {
    const adicion = adiciones.data?.find((a) => a.id === id);
    if (!adicion) return;
    setLineas((actuales) => [
      ...actuales,
      lineaDeAdicion(adicion, factura.movimiento.total_cobrar_pagar, MOTIVO_DEVOLUCION_POR_DEFECTO),
    ]);
  };

  /** The credit note is certified: the result route shows the return (its `idVale`) and prints the note like an invoice. */
  const terminarConNota = async (idNota: number, idDevolucion: number) => {
    setCertificando(true);
    try {
      const resultado = await esperarNota(idNota);
      if (resultado.estado_nota === 'facturado') {
        borrarBorrador(idFactura);
        feedback.success(MENSAJES.devoluciones.devolucionRegistrada);
        navigate(rutaNotaCredito(idFactura, idDevolucion));
      } else {
        feedback.error(undefined, MENSAJES.devoluciones.errorNota(resultado.detail ?? ''));
      }
    } catch (error) {
      if (!esAbort(error)) feedback.error(error, MENSAJES.devoluciones.errorGenerarNota);
    } finally {
      setCertificando(false);
    }
  };

  const enviar = async () => {
    setEnviando(true);
    try {
      const creada = await devolucionesApi.crear(cuerpoDevolucion(factura, lineas, concepto), clave);
      if (creada.id_nota !== null) {
        await terminarConNota(creada.id_nota, creada.id);
        return;
      }
      borrarBorrador(idFactura);
      feedback.success(MENSAJES.devoluciones.devolucionRegistrada);
      navigate(rutaVale(idFactura, creada.id));
    } catch (error) {
      feedback.error(error, MENSAJES.devoluciones.errorGenerarNota);
    } finally {
      setEnviando(false);
    }
  };

  const confirmar = () => {
    if (!concepto.trim()) {
      setConceptoFalta(true);
      return;
    }
    modal.confirm({
      title: MENSAJES.general.estasSeguro,
      content: `Total a devolver: ${format.money(totalDevolucion(lineas))}`,
      okText: 'Generar',
      cancelText: 'Cancelar',
      onOk: () => void enviar(),
    });
  };

  return (
    <>
      <PageHeader
        title="Motivos de la devolución"
        subtitle="Indique el motivo de cada producto y si regresa a bodega."
        backTo={rutaSeleccion(idFactura)}
      />
      <Card className="returns-card">
        <FacturaResumen factura={factura} />
        <Table<LineaElegida>
          dataSource={lineas}
          rowKey="key"
          pagination={false}
          size="middle"
          scroll={{ x: 'max-content' }}
          columns={[
            { title: 'Producto', dataIndex: 'nombre' },
            {
              title: 'Cantidad',
              dataIndex: 'cantidad',
              align: 'right',
              render: (v: string) => <span className="num">{v}</span>,
            },
            {
              title: 'Motivo',
              render: (_, l) => (
                <Select
                  aria-label={`Motivo de ${l.nombre}`}
                  value={l.motivo}
                  options={motivos}
                  onChange={(motivo) => cambiar(l.key, { motivo })}
                  style={{ width: 230 }}
                />
              ),
            },
            {
              title: 'Ingreso a bodega',
              render: (_, l) =>
                l.detalle === null ? null : (
                  <Switch
                    aria-label={`Ingreso a bodega de ${l.nombre}`}
                    checked={l.ingreso_bodega}
                    checkedChildren="Sí"
                    unCheckedChildren="No"
                    onChange={(ingreso_bodega) => cambiar(l.key, { ingreso_bodega })}
                  />
                ),
            },
            {
              title: 'Nota',
              render: (_, l) => (
                <Input
                  aria-label={`Nota de ${l.nombre}`}
                  value={l.nota}
                  maxLength={200}
                  onChange={(e) => cambiar(l.key, { nota: e.target.value })}
                  style={{ minWidth: 160 }}
                />
              ),
            },
            {
              title: 'Subtotal',
              align: 'right',
              render: (_, l) => <span className="num">{format.money(l.precio_calculado)}</span>,
            },
            {
              title: '',
              width: 48,
              render: (_, l) =>
                l.adicion === null ? null : (
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={`Quitar ${l.nombre}`}
                    onClick={() => setLineas((actuales) => actuales.filter((x) => x.key !== l.key))}
                  />
                ),
            },
          ]}
        />
        <Form layout="vertical" className="returns-footer">
          {(adiciones.data?.length ?? 0) > 0 && (
            <Form.Item label="Agregar a la nota" htmlFor="adicion-nota">
              <Select
                id="adicion-nota"
                placeholder="Seleccione un cargo adicional"
                value={null}
                options={adiciones.data!.map((a) => ({
                  value: a.id,
                  label: `${a.nombre} (${a.tipo === TIPOS_ADICION_NOTA.MONTO_FIJO ? format.money(a.valor) : `${a.valor} %`})`,
                  disabled: elegidas.has(a.id),
                }))}
                onChange={(id: number) => agregarAdicion(id)}
                style={{ maxWidth: 360 }}
              />
            </Form.Item>
          )}
          <Form.Item
            label="Concepto"
            htmlFor="concepto-devolucion"
            required
            validateStatus={conceptoFalta ? 'error' : undefined}
            help={conceptoFalta ? MENSAJES.campos.campoRequerido : undefined}
          >
            <Input.TextArea
              id="concepto-devolucion"
              rows={2}
              maxLength={500}
              value={concepto}
              onChange={(e) => {
                setConcepto(e.target.value);
                if (e.target.value.trim()) setConceptoFalta(false);
              }}
            />
          </Form.Item>
        </Form>
        {certificando && (
          <Alert
            type="info"
            showIcon
            icon={<Spin size="small" />}
            title={MENSAJES.pantallasDevolucion.notaGenerando}
            role="status"
          />
        )}
        <Flex justify="space-between" align="center" wrap gap={8} className="returns-footer">
          <Typography.Text strong data-testid="total-devolucion">
            Total a devolver: {format.money(totalDevolucion(lineas))}
          </Typography.Text>
          <Button type="primary" loading={enviando || certificando} onClick={confirmar}>
            {factura.nota_credito_fel ? 'Generar nota de crédito' : 'Generar vale'}
          </Button>
        </Flex>
      </Card>
    </>
  );
}
