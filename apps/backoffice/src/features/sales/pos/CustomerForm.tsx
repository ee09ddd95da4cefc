import { useEffect, useRef, useState } from 'react';
import { App, AutoComplete, Col, Input, Row, Select, Spin, Typography } from 'antd';
import { CheckCircleFilled, UserOutlined } from '@ant-design/icons';
import { MENSAJES } from '@pos/shared';
import { esNitConsumidorFinal, revisarDocumento } from '@pos/shared/domains/customers';
import {
  CONSUMIDOR_FINAL,
  NOMBRES_TIPO_DOCUMENTO,
  TIPOS_DOCUMENTO_CLIENTE,
  type TipoDocumentoCliente,
} from '@pos/shared/domains/sales/sales';
import type { Cliente } from '@pos/shared/domains/customers';
import type { ContribuyenteConsultado } from '@pos/shared/domains/invoicing/invoicing';
import { ApiError } from '../../../lib/api';
import { useFeedback } from '../../../lib/feedback';
import { useStoredSucursal } from '../../../lib/useSession';
import { consultaTributaria, esInfileNoDisponible, MIN_DOCUMENTO_CONSULTA } from '../../invoicing';
import { clientePorNit, useClientesPorNombre } from './pos.api';
import { CLIENTE_VACIO, type ClienteVenta } from './ventaEnCurso';

interface Props {
  cliente: ClienteVenta;
  onChange: (cliente: ClienteVenta) => void;
  /** `conf_habilitar_campo_cliente` (P3-39): phone, address and notes. */
  camposExtra: boolean;
  /** `utiliza_fel`: the document is looked up in SAT (NIT) or RENAP (DPI) through the certifier. */
  utilizaFel?: boolean;
  disabled?: boolean;
  /**
   * The customer was settled (the document looked up with Enter, a customer picked from the list,
   * a field committed with Enter): the screen hands the focus back to its search box.
   */
  onListo?: () => void;
}

const desdeCliente = (c: Cliente): ClienteVenta => ({
  ...CLIENTE_VACIO,
  id: c.id,
  tipo_documento: c.tipo_documento ?? TIPOS_DOCUMENTO_CLIENTE.NIT,
  nit: c.nit,
  nombre: c.nombre,
  direccion: c.direccion,
  telefono: c.telefono,
});

const clave = (c: Pick<ClienteVenta, 'tipo_documento' | 'nit'>) => `${c.tipo_documento}:${c.nit}`;

/**
 * The sale's customer: document type and number (looked up when the field is left), name (with a
 * search of the company's customers), and phone/address/notes when the company asks for them.
 * With FEL the document is looked up in SAT/RENAP for the billing name and address, and still
 * linked to the company's customer with that document when there is one (its id and phone kept).
 */
export function CustomerForm({ cliente, onChange, camposExtra, utilizaFel = false, disabled, onListo }: Props) {
  const feedback = useFeedback();
  const { notification } = App.useApp();
  /**
   * The document Infile could not look up: while the field holds it, only the document stays
   * editable (to retry or type C.F., 000 §8); another document, or a lookup that works, enables it.
   */
  const [sinInfile, setSinInfile] = useState<string | null>(null);
  const infileNoDisponible = sinInfile !== null && sinInfile === cliente.nit;
  const bloqueado = disabled || infileNoDisponible;
  const sucursal = useStoredSucursal();
  /** The document being looked up: the spinner shows while the field still holds it. */
  const [buscando, setBuscando] = useState<string | null>(null);
  const [nombreBuscado, setNombreBuscado] = useState('');
  const consulta = useRef(0);
  /**
   * The customer as it is now: an answer for a document no longer in the field (typed over, or the
   * sale charged and the form cleared while SAT was answering) is stale and ignored.
   */
  const actual = useRef(cliente);
  /** The document in the field was looked up and answered: leaving the field again does not ask again (Enter does). */
  const respondido = useRef<string | null>(null);
  useEffect(() => {
    actual.current = cliente;
    if (respondido.current !== clave(cliente)) respondido.current = null;
  });
  const porNombre = useClientesPorNombre(sucursal, cliente.id === null ? nombreBuscado : '');

  const cambiar = (cambio: Partial<ClienteVenta>) => onChange({ ...cliente, ...cambio, cambiado: cliente.id !== null });
  const revisado = cliente.nit.trim() ? revisarDocumento(cliente.tipo_documento, cliente.nit) : null;

  /**
   * NIT lookup on leaving the field or Enter: uppercased; CF forms are the final consumer; stale
   * answers ignored. Answers whether the customer is settled (answered, C.F. or no document), so
   * that the cashier can go on scanning; false when the document needs another look.
   */
  const consultarDocumento = async (repetir: boolean): Promise<boolean> => {
    if (!repetir && respondido.current === clave(cliente)) return true;
    const texto = cliente.nit.trim().toUpperCase();
    const numero = ++consulta.current;
    if (cliente.tipo_documento === TIPOS_DOCUMENTO_CLIENTE.NIT && esNitConsumidorFinal(texto)) {
      onChange({
        ...CLIENTE_VACIO,
        nit: CONSUMIDOR_FINAL.nit,
        nombre: CONSUMIDOR_FINAL.nombre,
        telefono: cliente.telefono,
        notas: cliente.notas,
      });
      return true;
    }
    if (texto.length < MIN_DOCUMENTO_CONSULTA) {
      if (texto !== cliente.nit || cliente.id !== null)
        onChange({ ...cliente, id: null, nit: texto, nombre: '', direccion: '', cambiado: false });
      return texto === '';
    }
    const { nit: consultado, tipo_documento: tipo } = cliente;
    const vigente = () =>
      numero === consulta.current && actual.current.nit === consultado && actual.current.tipo_documento === tipo;
    setBuscando(consultado);
    try {
      const documento = revisado?.ok ? revisado.documento : texto;
      const tributaria = utilizaFel && revisado?.ok ? consultaTributaria(tipo, documento) : null;
      if (tributaria) return await consultarConFel(vigente, texto, documento, tributaria);
      const encontrado = await clientePorNit(documento);
      if (!vigente()) return false;
      const siguiente = encontrado
        ? { ...desdeCliente(encontrado), notas: actual.current.notas }
        : { ...actual.current, nit: texto, id: null, cambiado: false };
      respondido.current = clave(siguiente);
      onChange(siguiente);
      return true;
    } catch (error) {
      if (vigente()) feedback.error(error, MENSAJES.clientes.errorConsulta);
      return false;
    } finally {
      if (numero === consulta.current) setBuscando(null);
    }
  };

  /**
   * Both lookups at once: SAT/RENAP gives the billing name and address; the company's customer
   * with that document, if any, keeps the link (id, phone). Only the taxpayer lookup's failure is
   * reported: 'El servicio de Infile no está disponible' also disables the form.
   */
  const consultarConFel = async (
    vigente: () => boolean,
    texto: string,
    documento: string,
    tributaria: Promise<ContribuyenteConsultado>,
  ): Promise<boolean> => {
    const [registrado, contribuyente] = await Promise.allSettled([clientePorNit(documento), tributaria]);
    if (!vigente()) return false;
    const ahora = actual.current;
    const guardado = registrado.status === 'fulfilled' ? registrado.value : null;
    const base: ClienteVenta = guardado
      ? { ...desdeCliente(guardado), tipo_documento: ahora.tipo_documento, notas: ahora.notas }
      : { ...ahora, nit: texto, id: null, cambiado: false };
    if (contribuyente.status === 'rejected') {
      // Not registered or not valid is an answer; a failure is asked again on leaving the field.
      const definitivo =
        contribuyente.reason instanceof ApiError &&
        (contribuyente.reason.status === 400 || contribuyente.reason.status === 404);
      respondido.current = definitivo ? clave(base) : null;
      onChange(base);
      setSinInfile(esInfileNoDisponible(contribuyente.reason) ? base.nit : null);
      feedback.error(contribuyente.reason, MENSAJES.clientes.errorConsulta);
      return false;
    }
    const { nit, nombre, direccion, fallecido } = contribuyente.value;
    setSinInfile(null);
    const siguiente = {
      ...base,
      nit: guardado ? base.nit : nit || documento,
      nombre: nombre || base.nombre,
      direccion: direccion || base.direccion,
      cambiado: false,
    };
    respondido.current = clave(siguiente);
    onChange(siguiente);
    if (fallecido) notification.warning({ title: MENSAJES.fel.personaFallecida, duration: 8 });
    return true;
  };

  const opcionesNombre = (porNombre.data ?? []).map((c) => ({
    value: String(c.id),
    label: (
      <div>
        <Typography.Text>{c.nombre}</Typography.Text>
        <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
          {c.nit}
        </Typography.Text>
      </div>
    ),
  }));

  return (
    <Row gutter={[12, 8]}>
      <Col xs={24} sm={9}>
        <label className="pos-label" htmlFor="pos-tipo-documento">
          Documento
        </label>
        <Select<TipoDocumentoCliente>
          id="pos-tipo-documento"
          aria-label="Tipo de documento"
          value={cliente.tipo_documento}
          disabled={disabled}
          style={{ width: '100%' }}
          options={Object.values(TIPOS_DOCUMENTO_CLIENTE).map((t) => ({ value: t, label: NOMBRES_TIPO_DOCUMENTO[t] }))}
          onChange={(tipo) => onChange({ ...CLIENTE_VACIO, tipo_documento: tipo })}
        />
      </Col>
      <Col xs={24} sm={15}>
        <label className="pos-label" htmlFor="pos-nit">
          {NOMBRES_TIPO_DOCUMENTO[cliente.tipo_documento]}
        </label>
        <Input
          id="pos-nit"
          aria-label="NIT del cliente"
          placeholder={cliente.tipo_documento === TIPOS_DOCUMENTO_CLIENTE.NIT ? 'NIT o CF' : 'Número de documento'}
          value={cliente.nit}
          disabled={disabled}
          status={revisado && !revisado.ok ? 'error' : undefined}
          suffix={
            buscando !== null && buscando === cliente.nit ? (
              <Spin size="small" />
            ) : cliente.id !== null ? (
              <CheckCircleFilled style={{ color: '#16a34a' }} aria-label="Cliente registrado" />
            ) : (
              <span />
            )
          }
          onChange={(e) => onChange({ ...cliente, id: null, nit: e.target.value, cambiado: false })}
          onBlur={() => void consultarDocumento(false)}
          onPressEnter={(e) => {
            const campo = e.currentTarget;
            // Once answered, unless the cashier moved on meanwhile or the document needs fixing.
            void consultarDocumento(true).then((listo) => listo && document.activeElement === campo && onListo?.());
          }}
        />
        {revisado && !revisado.ok && (
          <Typography.Text type="danger" style={{ fontSize: 12 }}>
            {revisado.message}
          </Typography.Text>
        )}
        {infileNoDisponible && (
          <Typography.Text type="danger" style={{ display: 'block', fontSize: 12 }} role="alert">
            {MENSAJES.clientes.servicioInfileReintentar}
          </Typography.Text>
        )}
      </Col>
      <Col span={24}>
        <label className="pos-label" htmlFor="pos-nombre">
          Nombre
        </label>
        <AutoComplete
          id="pos-nombre"
          aria-label="Nombre del cliente"
          style={{ width: '100%' }}
          value={cliente.nombre}
          disabled={bloqueado}
          options={opcionesNombre}
          onSearch={setNombreBuscado}
          onChange={(valor: string) => {
            // Picking an option hands over its id; typing hands over the text.
            if ((porNombre.data ?? []).some((c) => String(c.id) === valor)) return;
            cambiar({ nombre: valor });
          }}
          onSelect={(id: string) => {
            const elegido = porNombre.data?.find((c) => String(c.id) === id);
            if (!elegido) return;
            onChange({ ...desdeCliente(elegido), notas: cliente.notas });
            onListo?.();
          }}
        >
          <Input prefix={<UserOutlined style={{ color: '#94a3b8' }} />} placeholder={CONSUMIDOR_FINAL.nombre} />
        </AutoComplete>
        {utilizaFel && !camposExtra && cliente.direccion && (
          <Typography.Text
            type="secondary"
            style={{ display: 'block', fontSize: 12, marginTop: 4 }}
            data-testid="pos-direccion-fel"
          >
            Dirección: {cliente.direccion}
          </Typography.Text>
        )}
      </Col>
      {camposExtra && (
        <>
          <Col xs={24} sm={10}>
            <label className="pos-label" htmlFor="pos-telefono">
              Teléfono
            </label>
            <Input
              id="pos-telefono"
              value={cliente.telefono}
              disabled={bloqueado}
              onChange={(e) => cambiar({ telefono: e.target.value })}
              onPressEnter={onListo}
            />
          </Col>
          <Col xs={24} sm={14}>
            <label className="pos-label" htmlFor="pos-direccion">
              Dirección
            </label>
            <Input
              id="pos-direccion"
              value={cliente.direccion}
              disabled={bloqueado}
              onChange={(e) => cambiar({ direccion: e.target.value })}
              onPressEnter={onListo}
            />
          </Col>
          <Col span={24}>
            <label className="pos-label" htmlFor="pos-notas">
              Notas
            </label>
            <Input.TextArea
              id="pos-notas"
              rows={2}
              value={cliente.notas}
              disabled={bloqueado}
              onChange={(e) => onChange({ ...cliente, notas: e.target.value })}
            />
          </Col>
        </>
      )}
    </Row>
  );
}
