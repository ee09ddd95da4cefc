import { useRef, useState } from 'react';
import { AutoComplete, Col, Input, Row, Select, Spin, Typography } from 'antd';
import { CheckCircleFilled, UserOutlined } from '@ant-design/icons';
import { MENSAJES } from '@pos/shared';
import { esNitConsumidorFinal, revisarDocumento } from '@pos/shared/domains/customers';
import { CONSUMIDOR_FINAL, NOMBRES_TIPO_DOCUMENTO, TIPOS_DOCUMENTO_CLIENTE, type TipoDocumentoCliente } from '@pos/shared/domains/sales';
import type { Cliente } from '@pos/shared/domains/customers';
import { useFeedback } from '../../lib/feedback';
import { useStoredSucursal } from '../../lib/useSession';
import { clientePorNit, useClientesPorNombre } from './pos.api';
import { CLIENTE_VACIO, type ClienteVenta } from './ventaEnCurso';

/** A document shorter than this is not looked up (000 §5 Customer). */
const MIN_DOCUMENTO_CONSULTA = 6;

interface Props {
  cliente: ClienteVenta;
  onChange: (cliente: ClienteVenta) => void;
  /** `conf_habilitar_campo_cliente` (P3-39): phone, address and notes. */
  camposExtra: boolean;
  disabled?: boolean;
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

/**
 * The sale's customer: document type and number (looked up when the field is left), name (with a
 * search of the company's customers), and phone/address/notes when the company asks for them.
 */
export function CustomerForm({ cliente, onChange, camposExtra, disabled }: Props) {
  const feedback = useFeedback();
  const sucursal = useStoredSucursal();
  const [buscandoNit, setBuscandoNit] = useState(false);
  const [nombreBuscado, setNombreBuscado] = useState('');
  const consulta = useRef(0);
  const porNombre = useClientesPorNombre(sucursal, cliente.id === null ? nombreBuscado : '');

  const cambiar = (cambio: Partial<ClienteVenta>) => onChange({ ...cliente, ...cambio, cambiado: cliente.id !== null });
  const revisado = cliente.nit.trim() ? revisarDocumento(cliente.tipo_documento, cliente.nit) : null;

  /** NIT lookup on leaving the field: uppercased; CF forms are the final consumer; stale answers ignored. */
  const consultarDocumento = async () => {
    const texto = cliente.nit.trim().toUpperCase();
    const numero = ++consulta.current;
    if (cliente.tipo_documento === TIPOS_DOCUMENTO_CLIENTE.NIT && esNitConsumidorFinal(texto)) {
      onChange({ ...CLIENTE_VACIO, nit: CONSUMIDOR_FINAL.nit, nombre: CONSUMIDOR_FINAL.nombre, telefono: cliente.telefono, notas: cliente.notas });
      return;
    }
    if (texto.length < MIN_DOCUMENTO_CONSULTA) {
      if (texto !== cliente.nit || cliente.id !== null) onChange({ ...cliente, id: null, nit: texto, nombre: '', direccion: '', cambiado: false });
      return;
    }
    setBuscandoNit(true);
    try {
      const encontrado = await clientePorNit(revisado?.ok ? revisado.documento : texto);
      if (numero !== consulta.current) return;
      if (encontrado) onChange({ ...desdeCliente(encontrado), notas: cliente.notas });
      else onChange({ ...cliente, nit: texto, id: null, cambiado: false });
    } catch (error) {
      if (numero === consulta.current) feedback.error(error, MENSAJES.clientes.errorConsulta);
    } finally {
      if (numero === consulta.current) setBuscandoNit(false);
    }
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
          suffix={buscandoNit ? <Spin size="small" /> : cliente.id !== null ? <CheckCircleFilled style={{ color: '#16a34a' }} aria-label="Cliente registrado" /> : <span />}
          onChange={(e) => onChange({ ...cliente, id: null, nit: e.target.value, cambiado: false })}
          onBlur={() => void consultarDocumento()}
          onPressEnter={() => void consultarDocumento()}
        />
        {revisado && !revisado.ok && (
          <Typography.Text type="danger" style={{ fontSize: 12 }}>
            {revisado.message}
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
          disabled={disabled}
          options={opcionesNombre}
          onSearch={setNombreBuscado}
          onChange={(valor: string) => {
            // Picking an option hands over its id; typing hands over the text.
            if ((porNombre.data ?? []).some((c) => String(c.id) === valor)) return;
            cambiar({ nombre: valor });
          }}
          onSelect={(id: string) => {
            const elegido = porNombre.data?.find((c) => String(c.id) === id);
            if (elegido) onChange({ ...desdeCliente(elegido), notas: cliente.notas });
          }}
        >
          <Input prefix={<UserOutlined style={{ color: '#94a3b8' }} />} placeholder={CONSUMIDOR_FINAL.nombre} />
        </AutoComplete>
      </Col>
      {camposExtra && (
        <>
          <Col xs={24} sm={10}>
            <label className="pos-label" htmlFor="pos-telefono">
              Teléfono
            </label>
            <Input id="pos-telefono" value={cliente.telefono} disabled={disabled} onChange={(e) => cambiar({ telefono: e.target.value })} />
          </Col>
          <Col xs={24} sm={14}>
            <label className="pos-label" htmlFor="pos-direccion">
              Dirección
            </label>
            <Input id="pos-direccion" value={cliente.direccion} disabled={disabled} onChange={(e) => cambiar({ direccion: e.target.value })} />
          </Col>
          <Col span={24}>
            <label className="pos-label" htmlFor="pos-notas">
              Notas
            </label>
            <Input.TextArea id="pos-notas" rows={2} value={cliente.notas} disabled={disabled} onChange={(e) => onChange({ ...cliente, notas: e.target.value })} />
          </Col>
        </>
      )}
    </Row>
  );
}
