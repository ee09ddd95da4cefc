/** The back office's welcome view. Wording rules: see ../messages.ts. */
export const HOME_MESSAGES = {
  /** Back-office welcome view (DECISIONS P3-40); its title names the company. */
  bienvenida: {
    titulo: (marca: string) => `¡Bienvenido a ${marca}!`, // not in spec (P3-22)
    // not in spec
    texto:
      'Desde aquí administra sus ventas, su inventario y su empresa. En el menú de la izquierda encontrará las pantallas a las que tiene acceso.',
    sucursal: 'Puede cambiar de sucursal en cualquier momento desde la parte superior de la pantalla.', // not in spec
    sinPantallas:
      'Todavía no tiene pantallas asignadas. Pida a un administrador que le otorgue los permisos que necesita.', // not in spec
    entendido: 'Comenzar', // not in spec
  },
} as const;
