/** The return flow's routes (SCOPE §1.1 Routes). */
export const RUTA_BUSCAR = '/bodega/nota_credito_cliente';
export const rutaSeleccion = (idFactura: number | string) => `${RUTA_BUSCAR}/seleccion_de_producto/${idFactura}`;
/** The selection of a sale found by `codigo` (getFactura asks for the code and the sale picked). */
export const rutaSeleccionDe = (idFactura: number, codigo: string) =>
  `${rutaSeleccion(idFactura)}?${new URLSearchParams({ codigo }).toString()}`;
export const rutaMotivos = (idFactura: number | string) => `${rutaSeleccion(idFactura)}/motivos`;
export const rutaVale = (idFactura: number | string, idVale: number | string) =>
  `${rutaMotivos(idFactura)}/vale/${idVale}`;
export const rutaNotaCredito = (idFactura: number | string, idVale: number | string) =>
  `${RUTA_BUSCAR}/${idFactura}/vale/${idVale}`;
export const RUTA_LISTA = '/devoluciones';
export const RUTA_REPORTE = '/reporte_devoluciones';
/** The admin of the additional note items (not in spec: P3-45's `conf_adicionales_nota_fel` screen). */
export const RUTA_ADICIONES = '/configuracion/adiciones_nota_fel';
