/** The report screens' paths (001 §2) and the API calls behind them (001 §7). */
export const RUTAS_REPORTES = {
  masVendidos: '/reporte_productos_mas_vendidos',
  gananciaBruta: '/reporte_ganancia_bruta',
  balance: '/reporte_balance_general',
  descuentos: '/reporte_descuentos_y_recargos',
} as const;

export const API_REPORTES = {
  masVendidos: 'ventas/reporte_productos_mas_vendidos',
  masVendidosExcel: 'ventas/descargar_excel_producto_mas_vendido',
  gananciaBruta: 'ventas/reporte_ganacia_bruta',
  gananciaBrutaExcel: 'ventas/descargar_excel_reporte_ganancia_bruta',
  balance: 'movimientos/balance_general',
  graficaBalance: 'movimientos/grafica_balance_general',
  descuentos: 'descuento_recargo_ventas',
  descuentosExcel: 'descuento_recargo_ventas/descargar_excel_reporte',
} as const;
