/** Products and the category tree. Wording rules: see ../messages.ts. */
export const CATALOG_MESSAGES = {
  /** Products (001 §5, §8). */
  productos: {
    errorAlmacenar: 'No se ha podido almacenar los datos, intente más tarde.',
    minimoFracciones: 'El producto debe tener un mínimo de 2 fracciones.',
    tiendaSinImagen: 'El producto para la tienda online debe tener al menos una imagen.',
    tiendaMaxCategorias: 'El producto para la tienda online debe tener un máximo de 3 categorías',
    tiendaTipoSimple: 'El producto para la tienda online debe ser de tipo simple.', // not in spec (P3-22)
    fraccionDuplicada: 'No fue posible agregar la fracción porque ya tiene una fracción con el mismo nombre.', // usted (spec: 'ya tienes una')
    anulado: 'Registro anulado',
    // not in spec: the server's own checks of a product save and annulment
    codigoDuplicado: 'Ya existe un producto con este código.',
    codigoBarrasDuplicado: (codigo: string, producto: string) =>
      `El código de barras ${codigo} ya está asignado a ${producto}.`,
    codigoBarrasRepetido: (codigo: string) => `El código de barras ${codigo} está repetido en el producto.`,
    maximoImagenes: 'El producto puede tener como máximo 5 imágenes.',
    imagenAjena: 'La imagen indicada no pertenece al producto.',
    archivoNoRecibido: (parte: string) => `No se recibió el archivo "${parte}".`,
    fraccionAjena: 'La fracción indicada no pertenece al producto.',
    contenidoEntero: 'El contenido de la fracción debe ser un número entero de unidades.',
    familiaNoExiste: 'La familia seleccionada no existe.',
    subfamiliaAjena: 'La sub-familia no pertenece a la familia seleccionada.',
    categoriaNoExiste: 'Una de las categorías seleccionadas no existe.',
    unidadNoExiste: 'La unidad de medida seleccionada no existe.',
    granelPesoUnidad: 'El producto a granel por peso debe usar una unidad de medida de peso.',
    granelCapacidadUnidad: 'El producto a granel por capacidad debe usar una unidad de medida de capacidad.',
    sucursalNoExiste: 'Una de las sucursales de los precios por sucursal no existe.',
    sucursalRepetida: 'Cada sucursal puede tener un solo precio por sucursal.',
    anularConExistencias:
      'No se puede anular el producto porque tiene existencias en bodega. Registre una baja o un reajuste primero.',
    noEncontrado: 'Producto no encontrado.',
  },

  /** Category tree: familias and sub-familias (DECISIONS P3-64). All not in spec. */
  categorias: {
    noEncontrada: 'Categoría no encontrada.',
    nombreDuplicadoFamilia: 'Ya existe una familia con este nombre.',
    nombreDuplicadoSubfamilia: 'Ya existe una sub-familia con este nombre en esta familia.',
    nombreSinLetras: 'El nombre debe contener letras o números.',
    familiaNoExiste: 'La familia seleccionada no existe.',
    soloDosNiveles: 'Una sub-familia solo puede pertenecer a una familia.',
    eliminarConSubfamilias: 'No se puede eliminar la familia porque tiene sub-familias.',
    eliminarConProductos: 'No se puede eliminar la categoría porque tiene productos asignados.',
    moverConSubfamilias: 'No se puede convertir en sub-familia una familia que tiene sub-familias.',
    moverConProductos: 'No se puede cambiar la familia de una categoría que tiene productos asignados.',
    eliminada: 'Registro eliminado.',
  },
} as const;
