/** The audit log (bitácora). Wording rules: see ../messages.ts. */
export const AUDIT_MESSAGES = {
  bitacora: {
    noEncontrado: 'Registro no encontrado.', // not in spec: the API's answer
    /** What each audit entry says it touched (its `descripcion`); not in spec. */
    descripcion: {
      categoria: (slug: string) => `Categoría ${slug}`,
      producto: (codigo: string, nombre: string) => `Producto ${codigo} - ${nombre}`,
      cliente: (nombre: string, nit: string) => `Cliente ${nombre} (${nit})`,
      proveedor: (nombre: string) => `Proveedor ${nombre}`,
      ordenCompra: (id: number, documento: string) => `Orden de compra ${id} (${documento})`,
      venta: (total: string, cliente: string) => `Venta por ${total} a ${cliente}`,
      ventaAnulada: (codigo: string | number) => `Venta ${codigo}`,
      /** `nombre`: 'Pedido' for an order the counter sent to the register, else 'Cotización' (`textosCotizacion`). */
      cotizacion: (nombre: string, codigo: string) => `${nombre} ${codigo}`,
      ordenVenta: (codigo: string, total: string, cliente: string) =>
        `Orden de venta ${codigo} por ${total} a ${cliente}`,
      entregaOrdenVenta: (id: number, codigo: string) => `Entrega ${id} de la orden de venta ${codigo}`,
      empresa: (nombre: string) => `Empresa ${nombre}`,
      sucursal: (nombre: string) => `Sucursal ${nombre}`,
      configuracion: (nombre: string) => `Configuración de ${nombre}`,
      configuracionFel: 'Facturación electrónica',
      caja: (nombre: string) => `Caja ${nombre}`,
      gasto: (concepto: string, monto: string) => `Gasto ${concepto} por ${monto}`,
      destinoSalida: (nombre: string) => `Destino de salida ${nombre}`,
      documentoInventario: (tipo: string, numero: number | string) => `${tipo} No. ${numero}`,
      despacho: (numero: number | string, origen: string, destino: string) =>
        `Despacho No. ${numero} de ${origen} a ${destino}`,
      usuario: (email: string, contrasenaCambiada = false) =>
        `Usuario ${email}${contrasenaCambiada ? ' (contraseña cambiada)' : ''}`,
      perfil: (email: string, contrasenaCambiada = false) =>
        `Perfil de ${email}${contrasenaCambiada ? ' (contraseña cambiada)' : ''}`,
      contrasenaRestablecida: (email: string) => `Usuario ${email} (contraseña restablecida por correo)`,
    },
  },
} as const;
