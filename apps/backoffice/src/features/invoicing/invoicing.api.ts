import type {
  ContribuyenteConsultado,
  DataCliente,
  SolicitudFel,
  VerificacionFel,
} from '@pos/shared/domains/invoicing/invoicing';
import { api } from '../../lib/api';

/**
 * The electronic-invoicing calls of spec 000 §7, paths as the spec spells them (`rieintento_fel`).
 * Every answer that queues work carries `id_factura`, which `verificarFel` polls.
 */

/** `GET factura_electronica/verificar_fel {id_factura}`: state, error detail, and the printable invoice once certified. */
export const verificarFel = (idFactura: number, signal?: AbortSignal) =>
  api.get<VerificacionFel>('factura_electronica/verificar_fel', { id_factura: idFactura }, signal);

/** `POST factura_electronica/generar_factura` ("Facturar"), optionally to another receiver. */
export const generarFactura = (idVenta: number, dataCliente?: DataCliente | null) =>
  api.post<SolicitudFel>('factura_electronica/generar_factura', {
    id_venta: idVenta,
    ...(dataCliente ? { data_cliente: dataCliente } : {}),
  });

/** `POST factura_electronica/rieintento_fel {id_venta}`: an invoice in error, sent again. */
export const reintentarFel = (idVenta: number) =>
  api.post<SolicitudFel>('factura_electronica/rieintento_fel', { id_venta: idVenta });

/** `POST factura_electronica/reintento_fcam {id_ov}`: the exchange invoice of a credit sale. */
export const reintentarFcam = (idVenta: number) =>
  api.post<SolicitudFel>('factura_electronica/reintento_fcam', { id_ov: idVenta });

/** `GET consultar_nit {nit}`: the taxpayer (with FEL, from SAT through the certifier). */
export const consultarNit = (nit: string, signal?: AbortSignal) =>
  api.get<ContribuyenteConsultado>('consultar_nit', { nit }, signal);

/** `POST factura_electronica/validar_dpi {nit}`: a DPI/CUI checked and looked up in RENAP. */
export const validarDpi = (dpi: string) =>
  api.post<ContribuyenteConsultado>('factura_electronica/validar_dpi', { nit: dpi });

/** `POST factura_electronica/validar_nit {nit}`. */
export const validarNit = (nit: string) =>
  api.post<ContribuyenteConsultado>('factura_electronica/validar_nit', { nit });
