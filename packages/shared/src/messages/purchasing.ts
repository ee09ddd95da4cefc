/** Suppliers, purchase orders and their receptions (001 §5, §8). Wording rules: see ../messages.ts. */
export const PURCHASING_MESSAGES = {
  proveedores: {
    almacenado: 'Nuevo proveedor almacenado',
    errorDatos: 'Error al obtener los datos del proveedor',
    // not in spec
    noEncontrado: 'Proveedor no encontrado.',
    actualizado: 'Proveedor actualizado.',
    conOrdenesActivas: 'No se puede eliminar un proveedor con órdenes de compra activas.',
  },
  ordenesCompra: {
    seleccioneOrigen: 'Seleccione un origen',
    seleccioneTipoCompra: 'Seleccione un tipo de compra',
    incompleta: 'Los datos de la orden de compra son incompletos',
    sinProductos: 'La orden de compra no tiene productos',
    productoRepetido: 'Este producto ya está ingresado',
    superaLimiteCredito: (limite: string) =>
      `El total de la orden de compra supera el limite de credito del proveedor, el limite de credito es de Q. ${limite}`,
    anulada: 'Registro anulado',
    errorAnular: 'No se ha podido anular la orden, intente más tarde.',
    // not in spec (P3-71, P3-75)
    noEncontrada: 'Orden de compra no encontrada.',
    cantidadEntera: 'La cantidad debe ser un número entero de al menos 1.',
    yaAnulada: 'La orden de compra está anulada.',
    yaFinalizada: 'La orden de compra ya está finalizada.',
    finalizarRequiereMarcas: 'Para finalizar la orden de compra la entrega debe estar completada y el pago finalizado.',
    cantidadRecibirInvalida: (faltante: string) => `La cantidad a recibir debe estar entre 0 y ${faltante}.`,
    lineaNoEncontrada: 'La línea no pertenece a la orden de compra.',
    entregaCompletada: 'La entrega de la orden de compra ya está completada.',
    anularConMovimientos: 'No se puede anular una orden de compra con recepciones o pagos.',
    adjuntoNoEncontrado: 'Documento no encontrado.',
  },
} as const;
