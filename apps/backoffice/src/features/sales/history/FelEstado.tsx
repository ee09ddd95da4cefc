import { Space, Tag, Tooltip, Typography } from 'antd';
import { CheckCircleOutlined, CloseCircleOutlined, ExclamationCircleOutlined, SyncOutlined } from '@ant-design/icons';
import { MENSAJES } from '@pos/shared';
import {
  ESTADOS_ANULACION_FEL,
  ESTADOS_DOCUMENTO_FEL,
  NOMBRES_ESTADO_DOCUMENTO_FEL,
  type DatosFel,
} from '@pos/shared/domains/invoicing/invoicing';

/** The certifier's messages, one a line, for a tooltip or the detail. */
export function ErroresFel({ errores }: { errores: string[] }) {
  if (errores.length === 0) return <>{MENSAJES.fel.rechazado}</>;
  return (
    <ul className="fel-errores">
      {errores.map((e, i) => (
        <li key={i}>{e}</li>
      ))}
    </ul>
  );
}

/** The invoice's state as a Tag (000 §4: 10 En proceso, 20 Facturada, 30 Anulada, 40 Error, with its messages). */
export function EstadoFacturaTag({ datos }: { datos: DatosFel }) {
  switch (datos.estado_factura) {
    case ESTADOS_DOCUMENTO_FEL.PROCESO:
      return (
        <Tag color="processing" icon={<SyncOutlined spin />}>
          {NOMBRES_ESTADO_DOCUMENTO_FEL[10]}
        </Tag>
      );
    case ESTADOS_DOCUMENTO_FEL.CERTIFICADO:
      return (
        <Tag color="success" icon={<CheckCircleOutlined />}>
          {NOMBRES_ESTADO_DOCUMENTO_FEL[20]}
        </Tag>
      );
    case ESTADOS_DOCUMENTO_FEL.ANULADO:
      return (
        <Tag color="default" icon={<CloseCircleOutlined />}>
          {NOMBRES_ESTADO_DOCUMENTO_FEL[30]}
        </Tag>
      );
    default:
      return (
        <Tooltip title={<ErroresFel errores={datos.errores_fel} />}>
          <Tag
            color="error"
            icon={<ExclamationCircleOutlined />}
            tabIndex={0}
            aria-label={`Error: ${datos.errores_fel.join(' ') || MENSAJES.fel.rechazado}`}
          >
            {NOMBRES_ESTADO_DOCUMENTO_FEL[40]}
          </Tag>
        </Tooltip>
      );
  }
}

/** The annulment asked of the certifier, while it runs or after it refused (accepted shows as Anulada). */
export function AnulacionFelTag({ datos }: { datos: DatosFel }) {
  const respuesta = datos.respuesta_anulacion;
  if (respuesta?.estado === ESTADOS_ANULACION_FEL.PROCESO) {
    return (
      <Tag color="processing" icon={<SyncOutlined spin />}>
        {MENSAJES.historialVentas.anulacionEnProceso}
      </Tag>
    );
  }
  if (respuesta?.estado === ESTADOS_ANULACION_FEL.ERROR && datos.estado_factura === ESTADOS_DOCUMENTO_FEL.CERTIFICADO) {
    return (
      <Tooltip title={<ErroresFel errores={respuesta.errores} />}>
        <Tag color="warning" icon={<ExclamationCircleOutlined />} tabIndex={0}>
          {MENSAJES.historialVentas.anulacionRechazada}
        </Tag>
      </Tooltip>
    );
  }
  return null;
}

/** Certified by the sandbox or with test credentials (ARCHITECTURE §6). */
export function PruebaTag() {
  return (
    <Tooltip title={MENSAJES.fel.documentoPrueba}>
      <Tag color="orange" className="fel-prueba-tag" tabIndex={0}>
        Prueba
      </Tag>
    </Tooltip>
  );
}

/** The history's invoice-state cell: the state, the annulment if any, and the test-document tag. */
export function EstadoFelCelda({ datos, pendiente }: { datos: DatosFel | null; pendiente: boolean }) {
  if (!datos) {
    return pendiente ? (
      <Tag color="gold">{MENSAJES.historialVentas.pendienteFacturar}</Tag>
    ) : (
      <Typography.Text type="secondary">Sin registro</Typography.Text>
    );
  }
  return (
    <Space size={2} wrap={false}>
      <EstadoFacturaTag datos={datos} />
      <AnulacionFelTag datos={datos} />
      {datos.es_prueba && <PruebaTag />}
    </Space>
  );
}
