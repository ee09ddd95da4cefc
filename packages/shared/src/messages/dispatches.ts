/** Dispatches between branches (001 §1.4, §8; DECISIONS P3-09, P3-73, P3-78). Wording rules: see ../messages.ts. */
export const DISPATCHES_MESSAGES = {
  despachos: {
    anulado: 'Despacho anulado correctamente.',
    errorAnular: 'No se ha podido anular el despacho, intente más tarde.',
    // not in spec (issue 16: "build what a chain's warehouse keepers at both ends would expect")
    creado: 'Despacho registrado correctamente.',
    recibido: 'Recepción registrada correctamente.',
    errorGuardar: 'Ha ocurrido un error, verifique los datos y vuelva a intentar.',
    noEncontrado: 'Despacho no encontrado.',
    sinProductos: 'Debe agregar al menos un producto con cantidad mayor a 0.',
    mismaSucursal: 'La sucursal de destino debe ser distinta de la sucursal de origen.',
    yaRecibido: 'El despacho ya fue recibido; no se puede recibir ni anular de nuevo.',
    yaAnulado: 'El despacho fue anulado; no se puede recibir ni anular de nuevo.',
    motivoRequerido: 'Debe indicar el motivo de la anulación.',
    noEsDestino: 'Solo la sucursal de destino puede recibir el despacho.',
    noEsOrigen: 'Solo la sucursal de origen puede anular el despacho.',
    lineaNoEncontrada: 'La línea no pertenece al despacho.',
    faltanLineas: 'Debe indicar la cantidad recibida de cada producto del despacho.',
    recibidoMayor: (producto: string) => `La cantidad recibida de ${producto} no puede ser mayor a la despachada.`,
    /** P3-73: a line received short is flagged and the reception is blocked until it has a note. */
    notaRequerida: (producto: string) =>
      `La cantidad recibida de ${producto} es menor a la despachada; agregue una nota que explique la diferencia.`,
    campoRequerido: 'Campo requerido',
    pendiente: 'Pendiente',
    // spec 001 §2: tabs "pending (10) and sent (20)"
    enviado: 'Enviado',
    recibidoEstado: 'Recibido',
    anuladoEstado: 'Anulado',
    // not in spec (issue 16): what a shortfall was
    motivosDiferencia: { 10: 'Faltante', 20: 'Dañado', 30: 'Extraviado' },
  },
} as const;
