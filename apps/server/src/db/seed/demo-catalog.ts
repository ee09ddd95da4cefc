import { and, eq } from 'drizzle-orm';
import { TIPOS_PRODUCTO, esAGranel, type TipoProducto } from '@pos/shared/domains/catalog/catalog';
import { categoriaInputSchema } from '@pos/shared/domains/catalog/categories';
import { CAMPOS_PRECIO, type CampoPrecio } from '@pos/shared/domains/catalog/pricing';
import { productoInputSchema } from '@pos/shared/domains/catalog/products.api';
import { documentoBodegaSchema } from '@pos/shared/domains/inventory';
import { dec, div, mul, toDecimalString } from '@pos/shared/money';
import type { Tx } from '../client';
import { unidadesMedida } from '../schema/index';
import type { Actor } from '../../lib/actor';
import { catalogSettings, createCategoria, createProductos, type CatalogContext } from '../../modules/catalog';
import { createDocumentoBodega } from '../../modules/inventory';

/**
 * The demo company's catalogue (issue 11): a Guatemalan neighbourhood shop that sells groceries,
 * drinks and hardware, so a newcomer can scan and sell from the first start. Prices and costs are
 * quetzales (2024); costs are per base unit and come in through the opening "ingreso" documents.
 */

/** Tiers 1 to 3 of a price: the public price, then wholesale ones. */
type Precios = readonly [string, string?, string?];

/** The units of UNIDADES_POR_DEFECTO the demo uses. */
type NombreUnidad = 'Unidad' | 'Libra' | 'Litro' | 'Metro' | 'Galón';

/** A presentation besides the base unit: `contenido` base units at its own prices and barcode. */
export interface PresentacionDemo {
  nombre: string;
  contenido: string;
  precios: Precios;
}

export interface ProductoDemo {
  /** `ABA-001`, `BEB-001`, `FER-001`: the number gives the barcode (see `codigoBarrasDemo`). */
  codigo: string;
  nombre: string;
  marca: string;
  /** Per base unit, below every price. */
  costo: string;
  precios: Precios;
  /** Stock in base units received at Central; Norte receives half (see `existenciaNorte`). */
  existencia: string;
  tipo: TipoProducto;
  unidad: NombreUnidad;
  /** Presentations besides the base unit (type "Con fracciones" only). */
  presentaciones: readonly PresentacionDemo[];
}

export interface SubfamiliaDemo {
  nombre: string;
  productos: readonly ProductoDemo[];
}

export interface FamiliaDemo {
  nombre: string;
  subfamilias: readonly SubfamiliaDemo[];
}

interface Extra {
  tipo?: TipoProducto;
  unidad?: NombreUnidad;
  presentaciones?: readonly PresentacionDemo[];
}

function p(
  codigo: string,
  nombre: string,
  marca: string,
  costo: string,
  precios: Precios,
  existencia: string,
  extra: Extra = {},
): ProductoDemo {
  const presentaciones = extra.presentaciones ?? [];
  return {
    codigo,
    nombre,
    marca,
    costo,
    precios,
    existencia,
    tipo: extra.tipo ?? (presentaciones.length > 0 ? TIPOS_PRODUCTO.CON_FRACCIONES : TIPOS_PRODUCTO.SIMPLE),
    unidad: extra.unidad ?? 'Unidad',
    presentaciones,
  };
}

/** Sold loose by the pound, with up to 3 decimals (a scale's reading). */
const porLibra: Extra = { tipo: TIPOS_PRODUCTO.GRANEL_PESO, unidad: 'Libra' };
/** Sold loose by the litre. */
const porLitro: Extra = { tipo: TIPOS_PRODUCTO.GRANEL_CAPACIDAD, unidad: 'Litro' };
/** A unit also sold in larger presentations (fardo, caja, docena…). */
const en = (...presentaciones: PresentacionDemo[]): Extra => ({ presentaciones });
const pres = (nombre: string, contenido: string, ...precios: Precios): PresentacionDemo => ({
  nombre,
  contenido,
  precios,
});

export const CATALOGO_DEMO: readonly FamiliaDemo[] = [
  {
    nombre: 'Abarrotes',
    subfamilias: [
      {
        nombre: 'Granos básicos',
        productos: [
          p('ABA-001', 'Azúcar blanca por libra', '', '4.00', ['5.00', '4.75', '4.50'], '400', porLibra),
          p('ABA-002', 'Azúcar morena por libra', '', '3.60', ['4.50', '4.25'], '300', porLibra),
          p('ABA-003', 'Frijol negro por libra', '', '6.20', ['8.00', '7.50', '7.25'], '300', porLibra),
          p('ABA-004', 'Frijol rojo de seda por libra', '', '7.00', ['9.00', '8.50'], '120', porLibra),
          p('ABA-005', 'Arroz blanco por libra', '', '4.20', ['5.50', '5.25', '5.00'], '300', porLibra),
          p('ABA-006', 'Maíz blanco', '', '1.80', ['2.50'], '800', {
            unidad: 'Libra',
            presentaciones: [
              pres('Arroba (25 lb)', '25', '56.00', '54.00'),
              pres('Quintal', '100', '210.00', '205.00'),
            ],
          }),
          p('ABA-007', 'Lenteja por libra', '', '7.00', ['9.50', '9.00'], '80', porLibra),
          p('ABA-008', 'Maní natural por libra', '', '10.00', ['14.00', '13.00'], '40', porLibra),
          p('ABA-009', 'Arroz blanco Sabemás 2 lb', 'Sabemás', '9.80', ['12.50'], '60'),
          p('ABA-010', 'Avena en hojuelas Quaker 400 g', 'Quaker', '10.20', ['13.00'], '48'),
        ],
      },
      {
        nombre: 'Harinas y pastas',
        productos: [
          p('ABA-011', 'Incaparina 450 g', 'Incaparina', '12.80', ['16.50', '16.00'], '72'),
          p('ABA-012', 'Incaparina 900 g', 'Incaparina', '24.50', ['31.00', '30.00'], '36'),
          p('ABA-013', 'Harina de maíz Maseca 2 lb', 'Maseca', '9.00', ['11.50', '11.00'], '60'),
          p('ABA-014', 'Harina de trigo por libra', '', '3.40', ['4.50', '4.25'], '150', porLibra),
          p('ABA-015', 'Espagueti Ina 200 g', 'Ina', '2.60', ['3.50', '3.25'], '120'),
          p('ABA-016', 'Coditos Ina 200 g', 'Ina', '2.60', ['3.50', '3.25'], '100'),
          p(
            'ABA-017',
            'Sopa instantánea Maruchan pollo 64 g',
            'Maruchan',
            '3.70',
            ['5.00'],
            '120',
            en(pres('Caja de 12', '12', '54.00', '52.00')),
          ),
          p('ABA-018', 'Sopa de pollo con fideos Malher 60 g', 'Malher', '2.90', ['4.00'], '80'),
        ],
      },
      {
        nombre: 'Aceites y grasas',
        productos: [
          p('ABA-019', 'Aceite vegetal Ideal 750 ml', 'Ideal', '15.50', ['19.50', '19.00'], '60'),
          p('ABA-020', 'Aceite vegetal Ideal 1.5 L', 'Ideal', '29.00', ['36.00', '35.00'], '36'),
          p('ABA-021', 'Aceite de maíz Mazola 1 L', 'Mazola', '24.00', ['30.00'], '24'),
          p('ABA-022', 'Margarina Mirasol 1 lb', 'Mirasol', '9.50', ['12.50'], '40'),
          p('ABA-023', 'Manteca vegetal por libra', '', '9.00', ['12.00', '11.50'], '50', porLibra),
        ],
      },
      {
        nombre: 'Lácteos y huevos',
        productos: [
          p(
            'ABA-024',
            'Huevos blancos',
            'Villalobos',
            '1.05',
            ['1.25'],
            '360',
            en(pres('Docena', '12', '14.00', '13.50'), pres('Cartón de 30', '30', '34.00', '33.00')),
          ),
          p('ABA-025', 'Leche Dos Pinos entera 1 L', 'Dos Pinos', '10.50', ['13.50'], '48'),
          p('ABA-026', 'Leche Dos Pinos semidescremada 1 L', 'Dos Pinos', '11.00', ['14.00'], '36'),
          p('ABA-027', 'Leche en polvo Nido 360 g', 'Nestlé', '34.00', ['42.00'], '24'),
          p('ABA-028', 'Queso fresco por libra', '', '19.00', ['25.00'], '30', porLibra),
          p('ABA-029', 'Crema pura Dos Pinos 250 ml', 'Dos Pinos', '8.20', ['10.50'], '30'),
          p('ABA-030', 'Leche condensada La Lechera 387 g', 'Nestlé', '10.50', ['13.50'], '36'),
        ],
      },
      {
        nombre: 'Panadería y galletas',
        productos: [
          p('ABA-031', 'Pan Bimbo blanco grande 680 g', 'Bimbo', '14.80', ['18.50'], '30'),
          p('ABA-032', 'Pan Bimbo integral 680 g', 'Bimbo', '16.90', ['21.00'], '20'),
          p('ABA-033', 'Tortillinas Tía Rosa 10 u', 'Tía Rosa', '9.60', ['12.00'], '24'),
          p(
            'ABA-034',
            'Galletas Chiky Pozuelo',
            'Pozuelo',
            '1.55',
            ['2.00'],
            '160',
            en(pres('Paquete de 8', '8', '14.50', '14.00')),
          ),
          p('ABA-035', 'Galletas Oreo 36 g', 'Oreo', '2.20', ['3.00'], '96'),
          p('ABA-036', 'Galletas Soda Pozuelo 8 paquetes', 'Pozuelo', '11.50', ['15.00'], '24'),
        ],
      },
      {
        nombre: 'Enlatados y salsas',
        productos: [
          p(
            'ABA-037',
            'Frijoles volteados Ducal 400 g',
            'Ducal',
            '6.80',
            ['8.75'],
            '96',
            en(pres('Caja de 24', '24', '192.00', '186.00')),
          ),
          p('ABA-038', 'Frijoles negros enteros Ducal 400 g', 'Ducal', '6.80', ['8.75'], '48'),
          p('ABA-039', 'Frijoles volteados Naturas 400 g', 'Naturas', '6.50', ['8.50'], '48'),
          p(
            'ABA-040',
            'Salsa de tomate Naturas 106 g',
            'Naturas',
            '2.00',
            ['2.75'],
            '144',
            en(pres('Caja de 24', '24', '60.00', '57.60')),
          ),
          p('ABA-041', 'Kétchup Naturas 397 g', 'Naturas', '10.00', ['13.00'], '36'),
          p('ABA-042', 'Mayonesa McCormick 400 g', 'McCormick', '17.00', ['22.00'], '24'),
          p('ABA-043', 'Atún en aceite Sardimar 160 g', 'Sardimar', '9.00', ['11.50', '11.00'], '72'),
          p('ABA-044', 'Chiles jalapeños La Costeña 220 g', 'La Costeña', '7.20', ['9.50'], '36'),
        ],
      },
      {
        nombre: 'Café y desayuno',
        productos: [
          p('ABA-045', 'Café instantáneo Incasa 50 g', 'Incasa', '11.00', ['14.50'], '36'),
          p('ABA-046', 'Café instantáneo Incasa 180 g', 'Incasa', '32.00', ['41.00'], '18'),
          p('ABA-047', 'Nescafé Clásico 100 g', 'Nescafé', '28.00', ['36.00'], '18'),
          p('ABA-048', "Corn Flakes Kellogg's 500 g", "Kellogg's", '27.00', ['34.50'], '12'),
          p('ABA-049', 'Nesquik chocolate 400 g', 'Nestlé', '22.00', ['28.00'], '12'),
          p('ABA-050', 'Té de manzanilla McCormick 25 sobres', 'McCormick', '7.50', ['10.00'], '24'),
        ],
      },
      {
        nombre: 'Condimentos y sopas',
        productos: [
          p(
            'ABA-051',
            'Consomé de pollo Malher sobre 9 g',
            'Malher',
            '0.80',
            ['1.00'],
            '240',
            en(pres('Tira de 12', '12', '11.00', '10.50')),
          ),
          p('ABA-052', 'Caldo de pollo Knorr 8 cubos', 'Knorr', '7.20', ['9.50'], '24'),
          p('ABA-053', 'Sal refinada yodada 1 lb', '', '1.80', ['2.50'], '60'),
          p('ABA-054', 'Pimienta negra molida McCormick 50 g', 'McCormick', '9.00', ['12.00'], '12'),
          p('ABA-055', 'Salsa inglesa Lea & Perrins 145 ml', 'Lea & Perrins', '13.00', ['17.00'], '12'),
        ],
      },
      {
        nombre: 'Boquitas y dulces',
        productos: [
          p(
            'ABA-056',
            'Tortrix original 27 g',
            'Tortrix',
            '1.55',
            ['2.00'],
            '144',
            en(pres('Tira de 12', '12', '22.00', '21.00')),
          ),
          p('ABA-057', 'Tortrix barbacoa 27 g', 'Tortrix', '1.55', ['2.00'], '96'),
          p('ABA-058', 'Churritos Diana 45 g', 'Diana', '2.20', ['3.00'], '72'),
          p('ABA-059', "Papas Lay's clásicas 45 g", "Lay's", '4.50', ['6.00'], '48'),
          p('ABA-060', 'Maní salado Señorial 50 g', 'Señorial', '2.40', ['3.25'], '60'),
          p('ABA-061', 'Chocolate Snickers 52 g', 'Snickers', '6.50', ['8.50'], '48'),
          p('ABA-062', 'Chicles Trident menta 5 u', 'Trident', '2.70', ['3.50'], '60'),
        ],
      },
      {
        nombre: 'Limpieza y cuidado personal',
        productos: [
          p('ABA-063', 'Detergente en polvo Rinso 500 g', 'Rinso', '10.50', ['13.50'], '36'),
          p('ABA-064', 'Detergente Ariel 1 kg', 'Ariel', '29.00', ['36.00'], '18'),
          p('ABA-065', 'Cloro Magia Blanca 1 L', 'Magia Blanca', '5.80', ['7.50'], '36'),
          p('ABA-066', 'Lavaplatos Axion pasta 425 g', 'Axion', '9.50', ['12.50'], '30'),
          p('ABA-067', 'Jabón de baño Protex 110 g', 'Protex', '5.60', ['7.50'], '48'),
          p('ABA-068', 'Papel higiénico Scott 4 rollos', 'Scott', '14.00', ['18.00'], '36'),
          p('ABA-069', 'Pasta dental Colgate 75 ml', 'Colgate', '9.20', ['12.00'], '36'),
        ],
      },
    ],
  },
  {
    nombre: 'Bebidas',
    subfamilias: [
      {
        nombre: 'Gaseosas',
        productos: [
          p(
            'BEB-001',
            'Coca-Cola 600 ml',
            'Coca-Cola',
            '4.50',
            ['6.00'],
            '96',
            en(pres('Fardo de 24', '24', '132.00', '128.00')),
          ),
          p('BEB-002', 'Coca-Cola Sin Azúcar 600 ml', 'Coca-Cola', '4.50', ['6.00'], '48'),
          p('BEB-003', 'Coca-Cola 1.5 L', 'Coca-Cola', '9.50', ['12.50'], '24'),
          p('BEB-004', 'Coca-Cola 2.5 L', 'Coca-Cola', '12.80', ['16.50', '16.00'], '24'),
          p(
            'BEB-005',
            'Coca-Cola lata 355 ml',
            'Coca-Cola',
            '4.20',
            ['5.50'],
            '72',
            en(pres('Six pack', '6', '31.00'), pres('Caja de 24', '24', '120.00', '115.00')),
          ),
          p(
            'BEB-006',
            'Pepsi 600 ml',
            'Pepsi',
            '4.10',
            ['5.50'],
            '96',
            en(pres('Fardo de 24', '24', '120.00', '116.00')),
          ),
          p('BEB-007', 'Pepsi 3 L', 'Pepsi', '14.00', ['18.00', '17.50'], '18'),
          p('BEB-008', 'Pepsi lata 355 ml', 'Pepsi', '3.90', ['5.00'], '48'),
          p(
            'BEB-009',
            'Grapette 600 ml',
            'Grapette',
            '3.70',
            ['5.00'],
            '72',
            en(pres('Fardo de 24', '24', '108.00', '104.00')),
          ),
          p('BEB-010', 'Grapette 2 L', 'Grapette', '9.80', ['13.00'], '18'),
          p('BEB-011', 'Teem limón 600 ml', 'Teem', '3.70', ['5.00'], '48'),
          p('BEB-012', 'Mirinda naranja 600 ml', 'Mirinda', '4.00', ['5.50'], '48'),
          p('BEB-013', 'Sprite 600 ml', 'Sprite', '4.40', ['6.00'], '48'),
          p('BEB-014', 'Fanta naranja 600 ml', 'Fanta', '4.40', ['6.00'], '48'),
          p('BEB-015', 'Canada Dry ginger ale lata 355 ml', 'Canada Dry', '4.30', ['5.75'], '24'),
        ],
      },
      {
        nombre: 'Agua pura y mineral',
        productos: [
          p(
            'BEB-016',
            'Agua pura Salvavidas 600 ml',
            'Salvavidas',
            '2.80',
            ['4.00'],
            '96',
            en(pres('Fardo de 24', '24', '84.00', '80.00')),
          ),
          p('BEB-017', 'Agua pura Salvavidas 1.5 L', 'Salvavidas', '5.00', ['7.00'], '36'),
          p('BEB-018', 'Agua pura Salvavidas garrafón 5 galones', 'Salvavidas', '13.00', ['18.00'], '20'),
          p(
            'BEB-019',
            'Agua mineral Salutaris 600 ml',
            'Salutaris',
            '4.40',
            ['6.00'],
            '48',
            en(pres('Fardo de 24', '24', '130.00', '125.00')),
          ),
        ],
      },
      {
        nombre: 'Jugos y néctares',
        productos: [
          p('BEB-020', 'Jugo Del Valle naranja 1 L', 'Del Valle', '11.50', ['15.00'], '24'),
          p(
            'BEB-021',
            "Néctar Kern's melocotón lata 330 ml",
            "Kern's",
            '3.90',
            ['5.25'],
            '48',
            en(pres('Six pack', '6', '28.50')),
          ),
          p('BEB-022', "Néctar Kern's pera 1 L", "Kern's", '9.50', ['12.50'], '18'),
          p('BEB-023', 'Jugo Petit manzana 330 ml', 'Petit', '3.50', ['4.75'], '48'),
          p('BEB-024', 'Tampico citrus punch 500 ml', 'Tampico', '4.20', ['5.75'], '24'),
          p('BEB-025', 'Té frío Lipton limón 500 ml', 'Lipton', '5.20', ['7.00'], '24'),
        ],
      },
      {
        nombre: 'Deportivas y energéticas',
        productos: [
          p('BEB-026', 'Gatorade uva 600 ml', 'Gatorade', '7.60', ['10.00'], '36'),
          p('BEB-027', 'Gatorade limón 600 ml', 'Gatorade', '7.60', ['10.00'], '36'),
          p('BEB-028', 'Bebida energética Raptor 600 ml', 'Raptor', '6.20', ['8.00'], '48'),
          p('BEB-029', 'Bebida energética Volt 473 ml', 'Volt', '6.00', ['8.00'], '24'),
          p('BEB-030', 'Suero oral Electrolit fresa 625 ml', 'Electrolit', '12.50', ['16.00'], '24'),
        ],
      },
      {
        nombre: 'Cervezas',
        productos: [
          p(
            'BEB-031',
            'Cerveza Gallo lata 350 ml',
            'Gallo',
            '7.80',
            ['10.00'],
            '72',
            en(pres('Six pack', '6', '57.00'), pres('Caja de 12', '12', '112.00', '108.00')),
          ),
          p('BEB-032', 'Cerveza Gallo botella 1 L', 'Gallo', '13.50', ['18.00'], '24'),
          p('BEB-033', 'Cerveza Monte Carlo lata 350 ml', 'Monte Carlo', '8.50', ['11.00'], '48'),
          p('BEB-034', 'Cerveza Cabro lata 350 ml', 'Cabro', '7.20', ['9.50'], '48'),
          p('BEB-035', 'Cerveza Dorada Draft lata 350 ml', 'Dorada', '6.40', ['8.50'], '48'),
        ],
      },
      {
        nombre: 'Licores',
        productos: [
          p('BEB-036', 'Quetzalteca Especial 750 ml', 'Quetzalteca', '36.00', ['48.00'], '24'),
          p('BEB-037', 'Quetzalteca Rosa de Jamaica 750 ml', 'Quetzalteca', '38.00', ['50.00'], '12'),
          p('BEB-038', 'Venado Especial 750 ml', 'Venado', '31.00', ['42.00'], '24'),
          p('BEB-039', 'Ron Botran Añejo 8 años 750 ml', 'Botran', '62.00', ['80.00'], '12'),
          p('BEB-040', 'Ron Zacapa 23 750 ml', 'Zacapa', '330.00', ['425.00'], '6'),
        ],
      },
    ],
  },
  {
    nombre: 'Ferretería',
    subfamilias: [
      {
        nombre: 'Herramientas manuales',
        productos: [
          p('FER-001', 'Martillo Truper uña curva 16 oz', 'Truper', '64.00', ['85.00'], '12'),
          p('FER-002', 'Destornillador plano 1/4" x 4"', 'Truper', '16.00', ['22.00'], '20'),
          p('FER-003', 'Destornillador Phillips #2 x 4"', 'Truper', '16.00', ['22.00'], '20'),
          p('FER-004', 'Alicate universal 8"', 'Truper', '48.00', ['65.00'], '10'),
          p('FER-005', 'Llave ajustable 10"', 'Truper', '58.00', ['78.00'], '8'),
          p('FER-006', 'Cinta métrica 5 m', 'Truper', '33.00', ['45.00'], '15'),
          p('FER-007', 'Serrucho 20"', 'Truper', '70.00', ['95.00'], '6'),
          p('FER-008', 'Machete 22"', 'Collins', '42.00', ['55.00', '52.00'], '20'),
          p('FER-009', 'Nivel de aluminio 24"', 'Truper', '52.00', ['70.00'], '6'),
          p('FER-010', 'Cuchilla cutter 18 mm', 'Pretul', '8.50', ['12.00'], '30'),
          p('FER-011', 'Pala cuadrada con mango de madera', 'Truper', '82.00', ['110.00'], '8'),
          p('FER-012', 'Azadón 2.5 lb con cabo', 'Truper', '72.00', ['95.00'], '8'),
          p('FER-013', 'Carretilla 5 pies cúbicos', 'Truper', '495.00', ['650.00'], '4'),
        ],
      },
      {
        nombre: 'Clavos y tornillos',
        productos: [
          p('FER-014', 'Clavo corriente 2½" por libra', '', '5.80', ['8.00', '7.50', '7.00'], '100', porLibra),
          p('FER-015', 'Clavo corriente 3" por libra', '', '5.80', ['8.00', '7.50', '7.00'], '100', porLibra),
          p('FER-016', 'Clavo corriente 4" por libra', '', '5.80', ['8.00', '7.50'], '80', porLibra),
          p('FER-017', 'Alambre de amarre por libra', 'Aceros de Guatemala', '5.40', ['7.50', '7.00'], '120', porLibra),
          p(
            'FER-018',
            'Tornillo para madera 1" cabeza plana',
            '',
            '0.15',
            ['0.25'],
            '500',
            en(pres('Caja de 100', '100', '20.00', '18.00')),
          ),
          p(
            'FER-019',
            'Tornillo para tablayeso 1"',
            '',
            '0.10',
            ['0.20'],
            '1000',
            en(pres('Caja de 100', '100', '15.00', '14.00')),
          ),
          p('FER-020', 'Tarugo plástico 1/4"', '', '0.12', ['0.25'], '500', en(pres('Bolsa de 100', '100', '18.00'))),
          p('FER-021', 'Perno hexagonal 3/8" x 2" con tuerca', '', '2.10', ['3.00'], '100'),
          p('FER-022', 'Bisagra de 3" (par)', 'Truper', '9.00', ['12.00'], '24'),
        ],
      },
      {
        nombre: 'Electricidad',
        productos: [
          p(
            'FER-023',
            'Foco LED 9 W luz blanca',
            'Sylvania',
            '11.00',
            ['15.00'],
            '48',
            en(pres('Caja de 12', '12', '162.00')),
          ),
          p('FER-024', 'Cable THHN calibre 12 por metro', '', '4.30', ['6.00', '5.50'], '200', { unidad: 'Metro' }),
          p('FER-025', 'Tomacorriente doble polarizado', 'Leviton', '13.00', ['18.00'], '20'),
          p('FER-026', 'Interruptor sencillo', 'Leviton', '11.00', ['15.00'], '20'),
          p('FER-027', 'Cinta de aislar Temflex 18 m', '3M', '5.80', ['8.00'], '40'),
          p('FER-028', 'Extensión eléctrica 3 m', 'Truper', '26.00', ['35.00'], '12'),
          p('FER-029', 'Pilas alcalinas AA (2 u)', 'Duracell', '16.50', ['22.00'], '30'),
        ],
      },
      {
        nombre: 'Plomería',
        productos: [
          p('FER-030', 'Tubo PVC 1/2" x 6 m 315 PSI', 'Durman', '21.00', ['28.00', '26.50'], '30'),
          p(
            'FER-031',
            'Codo PVC 1/2" a 90°',
            'Durman',
            '1.80',
            ['2.50'],
            '100',
            en(pres('Bolsa de 25', '25', '55.00')),
          ),
          p('FER-032', 'Pegamento para PVC 118 ml', 'Durman', '26.00', ['35.00'], '12'),
          p('FER-033', 'Cinta teflón 1/2"', 'Truper', '2.40', ['3.50'], '60'),
          p('FER-034', 'Llave de chorro 1/2" de bronce', 'Foset', '34.00', ['45.00'], '10'),
        ],
      },
      {
        nombre: 'Pinturas',
        productos: [
          p('FER-035', 'Pintura látex blanca galón', 'Pinturas Sur', '95.00', ['125.00'], '12', { unidad: 'Galón' }),
          p('FER-036', 'Pintura látex blanca cubeta 5 galones', 'Pinturas Sur', '420.00', ['550.00'], '4'),
          p('FER-037', 'Anticorrosivo negro 1/4 galón', 'Protecto', '34.00', ['45.00'], '10'),
          p('FER-038', 'Brocha de 3"', 'Truper', '13.00', ['18.00'], '24'),
          p('FER-039', 'Rodillo de felpa 9"', 'Truper', '26.00', ['35.00'], '12'),
          p('FER-040', 'Thinner por litro', '', '10.00', ['14.00'], '40', porLitro),
        ],
      },
      {
        nombre: 'Construcción',
        productos: [
          p('FER-041', 'Cemento gris UGC 42.5 kg', 'Cementos Progreso', '74.00', ['85.00', '84.00', '83.00'], '40'),
          p('FER-042', 'Cal hidratada Horcalsa 25 kg', 'Horcalsa', '30.00', ['38.00'], '20'),
          p('FER-043', 'Varilla de hierro 3/8" x 6 m', 'Aceros de Guatemala', '25.00', ['32.00', '31.00'], '60'),
          p(
            'FER-044',
            'Block de concreto 15 x 20 x 40 cm',
            '',
            '4.20',
            ['5.25'],
            '400',
            en(pres('Ciento', '100', '500.00', '480.00')),
          ),
          p('FER-045', 'Lámina galvanizada calibre 28 x 10 pies', '', '72.00', ['95.00'], '20'),
          p('FER-046', 'Candado de latón 40 mm', 'Yale', '45.00', ['60.00'], '10'),
        ],
      },
    ],
  },
];

/** Every demo product with its familia and sub-familia, in catalogue order. */
export function productosDemo(): { familia: string; subfamilia: string; producto: ProductoDemo }[] {
  return CATALOGO_DEMO.flatMap((familia) =>
    familia.subfamilias.flatMap((subfamilia) =>
      subfamilia.productos.map((producto) => ({ familia: familia.nombre, subfamilia: subfamilia.nombre, producto })),
    ),
  );
}

/** A made-up GS1 Guatemala company prefix (740): the demo's barcodes are its items. */
const PREFIJO_EMPRESA = '7401234';
const DIGITO_FAMILIA: Record<string, string> = { ABA: '1', BEB: '2', FER: '3' };

/** The EAN-13 check digit of 12 digits: weights 1 and 3 from the left, to the next multiple of 10. */
export function digitoVerificadorEan13(doce: string): string {
  const total = [...doce].reduce((acc, d, i) => acc + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return String((10 - (total % 10)) % 10);
}

/**
 * A product's barcode (`presentacion` 0) or one of its presentations' (1, 2…): the company
 * prefix, the family digit, the code's number and the presentation, then the check digit.
 * `ABA-006` → 740123410060 + check.
 */
export function codigoBarrasDemo(codigo: string, presentacion = 0): string {
  const [prefijo, numero] = codigo.split('-') as [string, string];
  const doce = `${PREFIJO_EMPRESA}${DIGITO_FAMILIA[prefijo]}${numero.padStart(3, '0')}${presentacion}`;
  return `${doce}${digitoVerificadorEan13(doce)}`;
}

/** Norte is the smaller branch: half of Central's stock, in whole largest presentations when it has them. */
export function existenciaNorte(producto: ProductoDemo): string {
  const mitad = div(producto.existencia, 2);
  if (esAGranel(producto.tipo)) return toDecimalString(mitad, 3);
  const paso = producto.presentaciones.reduce((m, f) => (dec(f.contenido).gt(m) ? dec(f.contenido) : m), dec(1));
  const enteras = div(mitad, paso).floor();
  return toDecimalString(mul(enteras.isZero() ? 1 : enteras, paso), 0);
}

function preciosInput(precios: Precios): Partial<Record<CampoPrecio, string>> {
  return Object.fromEntries(precios.flatMap((precio, i) => (precio ? [[CAMPOS_PRECIO[i]!, precio]] : [])));
}

/** The body the product form would send for a demo product. */
function productoInput(
  producto: ProductoDemo,
  categorias: { familia: number; subfamilia: number },
  unidades: ReadonlyMap<string, number>,
) {
  const unidad = unidades.get(producto.unidad);
  if (unidad === undefined) throw new Error(`La empresa no tiene la unidad ${producto.unidad}`);
  return {
    codigo: producto.codigo,
    nombre: producto.nombre,
    marca: producto.marca,
    tipo_producto: producto.tipo,
    unidad_de_medida: unidad,
    categoria: categorias.familia,
    subfamilia: categorias.subfamilia,
    codigo_barras: codigoBarrasDemo(producto.codigo),
    ...preciosInput(producto.precios),
    // The base unit is a presentation of its own, first, scanned with the product's barcode.
    fracciones:
      producto.presentaciones.length === 0
        ? []
        : [
            { nombre: producto.unidad, contenido: '1', ...preciosInput(producto.precios) },
            ...producto.presentaciones.map((f, i) => ({
              nombre: f.nombre,
              contenido: f.contenido,
              codigo_barras: codigoBarrasDemo(producto.codigo, i + 1),
              ...preciosInput(f.precios),
            })),
          ],
  };
}

/**
 * Loads the demo catalogue as its owner: categories and products through the catalog services
 * (every product rule holds, one audit entry each), then one opening "ingreso" per branch through
 * the inventory service, which writes the stock ledger and sets each product's cost. Central's id
 * must be lower than Norte's (stock moves in ascending branch order).
 */
export async function seedDemoCatalog(
  tx: Tx,
  owner: Actor,
  branches: { central: number; norte: number },
): Promise<void> {
  const settings = await catalogSettings(tx, owner.empresaId);
  const unidades = new Map(
    (
      await tx
        .select({ id: unidadesMedida.id, nombre: unidadesMedida.nombre })
        .from(unidadesMedida)
        .where(and(eq(unidadesMedida.empresaId, owner.empresaId), eq(unidadesMedida.activo, true)))
    ).map((u) => [u.nombre, u.id]),
  );

  const categoriaIds = new Map<string, { familia: number; subfamilia: number }>();
  for (const familia of CATALOGO_DEMO) {
    const { id: familiaId } = await createCategoria(tx, owner, categoriaInputSchema.parse({ nombre: familia.nombre }));
    for (const subfamilia of familia.subfamilias) {
      const { id } = await createCategoria(
        tx,
        owner,
        categoriaInputSchema.parse({ nombre: subfamilia.nombre, parent: familiaId }),
      );
      categoriaIds.set(`${familia.nombre}/${subfamilia.nombre}`, { familia: familiaId, subfamilia: id });
    }
  }

  const ctx: CatalogContext = { actor: owner, sucursalId: branches.central, settings };
  const schema = productoInputSchema(settings.decimales);
  const demo = productosDemo();
  const productos = await createProductos(
    tx,
    ctx,
    demo.map(({ familia, subfamilia, producto }) =>
      schema.parse(productoInput(producto, categoriaIds.get(`${familia}/${subfamilia}`)!, unidades)),
    ),
  );
  const creados = productos.map(({ id }, i) => ({ id, producto: demo[i]!.producto }));

  const ingreso = documentoBodegaSchema('ingreso', settings.decimales);
  for (const [sucursalId, cantidad] of [
    [branches.central, (producto: ProductoDemo) => producto.existencia],
    [branches.norte, existenciaNorte],
  ] as const) {
    const input = ingreso.parse({
      nota: 'Inventario inicial de la demostración',
      productos: creados.map(({ id, producto }) => ({
        producto: id,
        cantidad: cantidad(producto),
        costo: producto.costo,
      })),
    });
    await createDocumentoBodega(tx, owner, sucursalId, 'ingreso', input, settings.decimales);
  }
}
