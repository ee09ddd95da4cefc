/** Excel export jobs. Wording rules: see ../messages.ts. */
export const EXPORTS_MESSAGES = {
  /** Excel export jobs (000 §8, 001 §8, DECISIONS P2-03d). */
  descargas: {
    tituloError: '¡Error al descargar!',
    error: 'Ocurrió un error al descargar el archivo. Por favor intente más tarde.', // spec: '... Por favor intenté más tarde.'
    /** Polling failure with no `observaciones` (the spec words it differently from the request failure). */
    errorSeguimiento: 'Ocurrió un error al descargar el archivo. Por favor intente más tarde', // usted (spec: 'Por favor intenta más tarde')
    enProceso: '¡Descarga en proceso!',
    enProcesoDetalle:
      'La descarga comenzará en un momento. Por favor no recargue la página hasta que se haya descargado el archivo',
    exito: 'Archivo descargado exitosamente',
    // not in spec: the API's answers for a file
    archivoNoListo: 'El archivo aún no está listo.',
    archivoNoEncontrado: 'Archivo no encontrado.',
    // not in spec: the `observaciones` of a failed export job, with the reason it failed
    noSeGenero: (motivo: string) => `No se pudo generar el archivo: ${motivo}`,
    exportacionDesconocida: (tipo: string) => `Exportación desconocida: ${tipo}`,
  },
} as const;
