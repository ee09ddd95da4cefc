/** The audit log (bitácora). Wording rules: see ../messages.ts. */
export const AUDIT_MESSAGES = {
  bitacora: {
    noEncontrado: 'Registro no encontrado.', // not in spec: the API's answer
  },
} as const;
