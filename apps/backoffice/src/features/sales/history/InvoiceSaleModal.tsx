import { useEffect, useRef, useState } from 'react';
import { Alert, App, Col, Descriptions, Form, Input, Modal, Radio, Row, Select, Spin } from 'antd';
import { MENSAJES } from '@pos/shared';
import { esNitConsumidorFinal, revisarDocumento } from '@pos/shared/domains/customers';
import type { DataCliente } from '@pos/shared/domains/invoicing/invoicing';
import { PERMISOS_PUNTO_VENTA } from '@pos/shared/domains/users/permissions';
import {
  CONSUMIDOR_FINAL,
  NOMBRES_TIPO_DOCUMENTO,
  NOMBRES_TIPO_VENTA,
  TIPOS_DOCUMENTO_CLIENTE,
  type TipoDocumentoCliente,
} from '@pos/shared/domains/sales/sales';
import type { FilaHistorialVenta } from '@pos/shared/domains/sales/history';
import { useCurrentUser } from '../../../lib/currentUser';
import { useFeedback } from '../../../lib/feedback';
import { applyFieldErrors } from '../../../lib/formRules';
import { useFormat } from '../../../lib/useFormat';
import { consultaTributaria, esInfileNoDisponible, MIN_DOCUMENTO_CONSULTA } from '../../invoicing';
import type { FinFel } from './useProcesoFel';

/** The invoice goes to the sale's customer, or to another receiver (`data_cliente`). */
type Receptor = 'venta' | 'otro';

interface Valores {
  receptor: Receptor;
  data_cliente: { tipo_documento: TipoDocumentoCliente; nit: string; nombre: string; direccion: string };
}

const TIPOS_RECEPTOR = [TIPOS_DOCUMENTO_CLIENTE.NIT, TIPOS_DOCUMENTO_CLIENTE.DPI] as const;

const VALORES_INICIALES: Valores = {
  receptor: 'venta',
  data_cliente: { tipo_documento: TIPOS_DOCUMENTO_CLIENTE.NIT, nit: '', nombre: '', direccion: '' },
};

interface Props {
  venta: FilaHistorialVenta | null;
  /** The sale's invoice is being certified (the page polls it). */
  procesando: boolean;
  onClose: () => void;
  /** `generar_factura` then the poll; resolves when it ends, or at once when the call failed. */
  onFacturar: (venta: FilaHistorialVenta, dataCliente: DataCliente | null) => Promise<FinFel>;
}

/**
 * "Facturar" (000 §6, P2-05d): certifies a sale that has no certified invoice, to its own customer
 * or to another receiver looked up by NIT (SAT) or DPI (RENAP), with the point of sale's rules
 * (000 §5 Customer, §8 Customer lookup).
 */
export function InvoiceSaleModal({ venta, procesando, onClose, onFacturar }: Props) {
  const feedback = useFeedback();
  const { notification } = App.useApp();
  const format = useFormat();
  const user = useCurrentUser();
  const puedeConsultar = user.conf_cliente || PERMISOS_PUNTO_VENTA.some((p) => user[p]);
  const [form] = Form.useForm<Valores>();
  const [abierto, setAbierto] = useState<number | null>(null);
  /** The sale whose Facturar is running (the modal may show another one meanwhile). */
  const [enviando, setEnviando] = useState<number | null>(null);
  const mostrada = useRef<number | null>(null);
  const idMostrada = venta?.id ?? null;
  useEffect(() => {
    mostrada.current = idMostrada;
  }, [idMostrada]);
  const [buscando, setBuscando] = useState(false);
  /** The lookup answered "El servicio de Infile no está disponible": name and address are disabled. */
  const [bloqueado, setBloqueado] = useState(false);
  const consulta = useRef({ numero: 0, ultimo: '' });
  if (venta && abierto !== venta.id) {
    setAbierto(venta.id);
    setBloqueado(false);
    setBuscando(false);
    form.resetFields();
    // A lookup still running for the previous sale is ignored (see `vigente`).
  }
  const receptor = Form.useWatch('receptor', form) ?? 'venta';
  const tipoDocumento = Form.useWatch(['data_cliente', 'tipo_documento'], form) ?? TIPOS_DOCUMENTO_CLIENTE.NIT;
  const ocupado = (venta !== null && enviando === venta.id) || procesando;

  const setCliente = (cambio: Partial<Valores['data_cliente']>) =>
    form.setFieldsValue({ data_cliente: cambio as Valores['data_cliente'] });

  /** Looks the document up on leaving the field: CF forms are the final consumer; stale answers are ignored. */
  const consultar = async () => {
    const tipo = form.getFieldValue(['data_cliente', 'tipo_documento']) as TipoDocumentoCliente;
    const texto = String(form.getFieldValue(['data_cliente', 'nit']) ?? '')
      .trim()
      .toUpperCase();
    const clave = `${tipo}:${texto}`;
    if (clave === consulta.current.ultimo) return;
    consulta.current.ultimo = clave;
    const numero = ++consulta.current.numero;
    const ventaId = venta?.id ?? null;
    const vigente = () => numero === consulta.current.numero && mostrada.current === ventaId;
    setBloqueado(false);
    if (tipo === TIPOS_DOCUMENTO_CLIENTE.NIT && esNitConsumidorFinal(texto)) {
      setCliente({ nit: CONSUMIDOR_FINAL.nit, nombre: CONSUMIDOR_FINAL.nombre, direccion: '' });
      return;
    }
    if (texto.length < MIN_DOCUMENTO_CONSULTA) {
      setCliente({ nombre: '', direccion: '' });
      return;
    }
    const revisado = revisarDocumento(tipo, texto);
    if (!revisado.ok || !puedeConsultar) {
      if (!revisado.ok) void form.validateFields([['data_cliente', 'nit']]).catch(() => undefined);
      return;
    }
    setBuscando(true);
    try {
      const encontrado = await consultaTributaria(tipo, revisado.documento)!;
      if (!vigente()) return;
      setCliente({ nit: encontrado.nit, nombre: encontrado.nombre, direccion: encontrado.direccion });
      if (encontrado.fallecido) notification.warning({ title: MENSAJES.fel.personaFallecida, duration: 8 });
    } catch (error) {
      if (!vigente()) return;
      consulta.current.ultimo = '';
      if (esInfileNoDisponible(error)) setBloqueado(true);
      feedback.error(error, MENSAJES.clientes.errorConsulta);
    } finally {
      if (vigente()) setBuscando(false);
    }
  };

  const facturar = async () => {
    if (!venta) return;
    const valores = await form.validateFields();
    const dataCliente: DataCliente | null =
      valores.receptor === 'otro'
        ? {
            tipo_documento: valores.data_cliente.tipo_documento,
            nit: valores.data_cliente.nit.trim(),
            nombre: valores.data_cliente.nombre.trim(),
            direccion: valores.data_cliente.direccion?.trim() || null,
          }
        : null;
    setEnviando(venta.id);
    try {
      const fin = await onFacturar(venta, dataCliente);
      if (fin === 'terminado' && mostrada.current === venta.id) onClose();
    } finally {
      setEnviando((actual) => (actual === venta.id ? null : actual));
    }
  };

  const enviar = () =>
    void facturar().catch((error: unknown) => {
      applyFieldErrors(form, error);
    });

  return (
    <Modal
      open={venta !== null}
      title={venta ? `Facturar venta ${venta.codigo}` : ''}
      okText="Facturar"
      okButtonProps={{ loading: ocupado, disabled: receptor === 'otro' && (bloqueado || buscando) }}
      cancelText="Cerrar"
      onOk={enviar}
      onCancel={onClose}
      mask={{ closable: !ocupado }}
      destroyOnHidden
      width={560}
    >
      {venta && (
        <Descriptions size="small" column={2} style={{ marginBottom: 16 }}>
          <Descriptions.Item label="Tipo">{NOMBRES_TIPO_VENTA[venta.tipo_venta]}</Descriptions.Item>
          <Descriptions.Item label="Total">{format.money(venta.movimiento.total_cobrar_pagar)}</Descriptions.Item>
          <Descriptions.Item label="Fecha" span={2}>
            {format.dateTime(venta.creado)}
          </Descriptions.Item>
        </Descriptions>
      )}
      {venta?.datos_fel?.errores_fel.length ? (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title={MENSAJES.historialVentas.intentoAnteriorFallo}
          description={venta.datos_fel.errores_fel.join(' ')}
        />
      ) : null}
      <Form<Valores> form={form} layout="vertical" initialValues={VALORES_INICIALES} disabled={ocupado} requiredMark>
        <Form.Item name="receptor" label="Receptor de la factura">
          <Radio.Group
            options={[
              {
                value: 'venta',
                label: venta
                  ? `Cliente de la venta: ${venta.cliente.nombre} (${venta.cliente.nit})`
                  : 'Cliente de la venta',
              },
              { value: 'otro', label: 'Otro receptor' },
            ]}
            style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
          />
        </Form.Item>
        {receptor === 'otro' && (
          <Row gutter={12}>
            <Col xs={24} sm={8}>
              <Form.Item name={['data_cliente', 'tipo_documento']} label="Documento">
                <Select<TipoDocumentoCliente>
                  aria-label="Tipo de documento"
                  options={TIPOS_RECEPTOR.map((t) => ({ value: t, label: NOMBRES_TIPO_DOCUMENTO[t] }))}
                  onChange={() => {
                    consulta.current = { numero: consulta.current.numero + 1, ultimo: '' };
                    setBuscando(false);
                    setBloqueado(false);
                    setCliente({ nit: '', nombre: '', direccion: '' });
                  }}
                />
              </Form.Item>
            </Col>
            <Col xs={24} sm={16}>
              <Form.Item
                name={['data_cliente', 'nit']}
                label={NOMBRES_TIPO_DOCUMENTO[tipoDocumento]}
                validateTrigger="onBlur"
                rules={[
                  {
                    required: true,
                    validator: async (_rule, value: string | undefined) => {
                      const revisado = revisarDocumento(
                        form.getFieldValue(['data_cliente', 'tipo_documento']) as TipoDocumentoCliente,
                        value ?? '',
                      );
                      if (!revisado.ok) throw new Error(revisado.message);
                    },
                  },
                ]}
              >
                <Input.Search
                  aria-label="Número de documento"
                  placeholder={tipoDocumento === TIPOS_DOCUMENTO_CLIENTE.NIT ? 'NIT o CF' : 'Número de DPI'}
                  enterButton="Consultar"
                  loading={buscando}
                  onSearch={() => {
                    consulta.current.ultimo = '';
                    void consultar();
                  }}
                  onBlur={() => void consultar()}
                  onChange={() => {
                    if (bloqueado) setBloqueado(false);
                  }}
                />
              </Form.Item>
            </Col>
            {bloqueado && (
              <Col span={24}>
                <Alert
                  type="error"
                  showIcon
                  style={{ marginBottom: 16 }}
                  title={MENSAJES.clientes.servicioInfileNoDisponible}
                />
              </Col>
            )}
            <Col span={24}>
              <Form.Item
                name={['data_cliente', 'nombre']}
                label="Nombre"
                rules={[{ required: true, whitespace: true, message: MENSAJES.ventas.ingreseNombreCliente }]}
              >
                <Input
                  aria-label="Nombre del receptor"
                  disabled={bloqueado}
                  suffix={buscando ? <Spin size="small" /> : <span />}
                  maxLength={200}
                />
              </Form.Item>
            </Col>
            <Col span={24}>
              <Form.Item name={['data_cliente', 'direccion']} label="Dirección">
                <Input aria-label="Dirección del receptor" disabled={bloqueado} placeholder="Ciudad" maxLength={300} />
              </Form.Item>
            </Col>
          </Row>
        )}
      </Form>
      {procesando && (
        <Alert
          type="info"
          showIcon
          icon={<Spin size="small" />}
          title={MENSAJES.fel.enProceso}
          description={MENSAJES.historialVentas.facturaSigue}
        />
      )}
    </Modal>
  );
}
