/** Customers and the NIT/CUI lookup. Wording rules: see ../messages.ts. */
export const CUSTOMERS_MESSAGES = {
  /** Customers and NIT lookup (000 §5, §8). */
  clientes: {
    errorConsulta: 'No fue posible obtener información del cliente',
    servicioInfileNoDisponible: 'El servicio de Infile no está disponible', // spec: 'El servicio de Infile no esta disponible'
    // not in spec: under the document while the form is disabled for it
    servicioInfileReintentar: 'Sin respuesta de SAT: vuelva a consultar el documento o escriba C.F. para continuar.',
    errorCrear: 'Ha ocurrido un error al crear el cliente, por favor vuelva a intentar.', // usted (spec: 'por favor vuelve a intentar')
    creado: 'Cliente creado exitosamente.',
    errorValidarCredito: 'Error al validar crédito', // spec: 'Error al validar credito'
    confirmarCambio: '¿Cambiar de cliente? Se eliminarán los productos seleccionados.', // not in spec (P3-22)
    // not in spec
    noEncontrado: 'Cliente no encontrado.',
    nitDuplicado: (nit: string) => `Ya existe un cliente con el NIT ${nit}.`,
  },
} as const;
