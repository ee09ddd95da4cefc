/** Warehouse: stock movements, stock lists, destinations. Wording rules: see ../messages.ts. */
export const INVENTORY_MESSAGES = {
  /**
   * Warehouse: stock movements, stock lists, destinations (001 §2 Warehouse; DECISIONS P2-03b,
   * P3-51). The spec gives none of these texts.
   */
  bodega: {
    productoYaIngresado: 'Este producto ya está ingresado', // 001 §8 (Purchasing), the same line twice in any stock document
    // not in spec: the stock ledger's refusal, naming the product and what is available
    existenciaInsuficiente: (producto: string, disponible: string, solicitado: string) =>
      `No hay existencia suficiente de ${producto}: disponible ${disponible}, solicitado ${solicitado}.`,
    sinProductos: 'El movimiento no tiene productos.', // not in spec: like compras.sinProductos
    productoNoInventariable: (producto: string) => `El producto ${producto} no maneja inventario.`, // not in spec
    productoNoEncontrado: 'Producto no encontrado.', // not in spec
    fraccionNoEncontrada: 'Fracción no encontrada.', // not in spec
    destinoNoEncontrado: 'Destino de salida no encontrado.', // not in spec
    documentoNoEncontrado: 'Movimiento de bodega no encontrado.', // not in spec
    destinoDuplicado: 'Ya existe un destino de salida con este nombre.', // not in spec
    fechaInicialFutura: 'La fecha inicial no puede ser posterior a hoy.', // not in spec (P3-43)
    registrado: 'Movimiento registrado exitosamente', // not in spec: success toast of the four screens
    // not in spec: a scanned or typed code that matches no product
    codigoNoEncontrado: (codigo: string) => `No se encontró ningún producto con el código ${codigo}.`,
    // not in spec: movement screens when every branch is selected (the server's answer, said first)
    elijaSucursal: 'Los movimientos de bodega se registran en una sucursal. Elija una sucursal en la parte superior.',
  },
} as const;
