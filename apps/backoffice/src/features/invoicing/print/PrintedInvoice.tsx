import type { FacturaFel, LineaFacturaFel } from '@pos/shared/domains/invoicing/invoicing';
import { MENSAJES, formatDateTime } from '@pos/shared';
import { paginate } from '../../../components/print/printing';
import './factura.css';

interface Props {
  factura: FacturaFel;
  /** Money as the user reads it (`Q 1,234.50`); passed in so the invoice renders outside the app's tree too. */
  money: (value: string) => string;
}

/** Lines per letter page when the company's setting is missing or nonsense (P3-38: default 10). */
const ITEMS_POR_PAGINA_DEFECTO = 10;

const esCero = (value: string) => Number(value) === 0;

/** "2 UNI" when the unit was certified, else the quantity alone. */
const cantidadConUnidad = (linea: LineaFacturaFel) =>
  linea.unidad_medida ? `${linea.cantidad} ${linea.unidad_medida}` : linea.cantidad;

function BandaPrueba() {
  return (
    <div className="factura-prueba" role="note">
      {MENSAJES.fel.documentoPrueba}
    </div>
  );
}

function MarcaAnulada() {
  return <div className="factura-anulada">ANULADA</div>;
}

function Fila({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={strong ? 'factura-fila factura-strong' : 'factura-fila'}>
      <span>{label}</span>
      <span>{value}</span>
    </div>
  );
}

function Abonos({ factura, money }: Props) {
  if (factura.abonos.length === 0) return null;
  return (
    <table className="factura-abonos">
      <caption>Abonos</caption>
      <thead>
        <tr>
          <th>No.</th>
          <th>Vencimiento</th>
          <th className="factura-num">Monto</th>
        </tr>
      </thead>
      <tbody>
        {factura.abonos.map((abono) => (
          <tr key={abono.numero}>
            <td>{abono.numero}</td>
            <td>{abono.fecha_vencimiento}</td>
            <td className="factura-num">{money(abono.monto)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Frases({ frases }: { frases: string[] }) {
  if (frases.length === 0) return null;
  return (
    <div className="factura-frases">
      {frases.map((frase) => (
        <div key={frase}>{frase}</div>
      ))}
    </div>
  );
}

const certificadoPor = (factura: FacturaFel) =>
  `Certificador: ${factura.certificador.nombre} · NIT ${factura.certificador.nit}`;

/** 80 mm, like the sale receipt: one column, lines as quantity / description / total. */
function FacturaTicket({ factura, money }: Props) {
  const { emisor, receptor } = factura;
  return (
    <div className="factura factura-ticket" data-testid="factura-fel" data-formato="ticket">
      {factura.es_prueba && <BandaPrueba />}
      {emisor.logo && <img className="factura-logo" src={emisor.logo} alt="" />}
      <div className="factura-center factura-strong">{emisor.nombre_comercial || emisor.nombre}</div>
      {emisor.nombre_comercial && emisor.nombre_comercial !== emisor.nombre && (
        <div className="factura-center">{emisor.nombre}</div>
      )}
      <div className="factura-center">NIT: {emisor.nit}</div>
      <div className="factura-center">{emisor.direccion}</div>
      <div className="factura-center">Establecimiento {emisor.codigo_establecimiento}</div>
      <hr />
      <div className="factura-center factura-titulo">{factura.titulo}</div>
      {factura.anulada && <MarcaAnulada />}
      <Fila label="Serie" value={factura.serie} />
      <Fila label="Número" value={factura.numero} />
      <div>Número de autorización:</div>
      <div className="factura-uuid">{factura.uuid}</div>
      <Fila label="Fecha de emisión" value={formatDateTime(factura.fecha_emision)} />
      <Fila label="Fecha de certificación" value={formatDateTime(factura.fecha_certificacion)} />
      <hr />
      <Fila label="NIT" value={receptor.id} />
      <div>Nombre: {receptor.nombre}</div>
      {receptor.direccion && <div>Dirección: {receptor.direccion}</div>}
      <hr />
      <table className="factura-lineas">
        <thead>
          <tr>
            <th>Cant.</th>
            <th>Descripción</th>
            <th className="factura-num">Total</th>
          </tr>
        </thead>
        <tbody>
          {factura.lineas.map((linea) => (
            <tr key={linea.numero_linea}>
              <td>{cantidadConUnidad(linea)}</td>
              <td>
                {linea.descripcion}
                <div className="factura-muted">
                  P. unit. {money(linea.precio_unitario)}
                  {!esCero(linea.descuento) && ` · Desc. ${money(linea.descuento)}`}
                </div>
              </td>
              <td className="factura-num">{money(linea.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <hr />
      <Fila label="TOTAL" value={money(factura.total)} strong />
      {factura.iva !== null && <Fila label="IVA incluido" value={money(factura.iva)} />}
      <Abonos factura={factura} money={money} />
      <hr />
      <Frases frases={factura.frases} />
      {factura.venta && <Fila label="Venta" value={factura.venta.codigo} />}
      <div className="factura-center factura-muted">{certificadoPor(factura)}</div>
      {factura.es_prueba && <BandaPrueba />}
    </div>
  );
}

/** The heading every letter page repeats: issuer on the left, the document's identity boxed on the right. */
function EncabezadoCarta({ factura }: { factura: FacturaFel }) {
  const { emisor, receptor } = factura;
  return (
    <>
      {factura.es_prueba && <BandaPrueba />}
      <header className="factura-carta-encabezado">
        <div className="factura-carta-emisor">
          {emisor.logo && <img className="factura-logo" src={emisor.logo} alt="" />}
          <div className="factura-carta-comercial">{emisor.nombre_comercial || emisor.nombre}</div>
          {emisor.nombre_comercial && emisor.nombre_comercial !== emisor.nombre && <div>{emisor.nombre}</div>}
          <div>NIT: {emisor.nit}</div>
          <div>{emisor.direccion}</div>
          <div>Establecimiento {emisor.codigo_establecimiento}</div>
        </div>
        <div className="factura-carta-documento">
          <div className="factura-titulo">{factura.titulo}</div>
          {factura.anulada && <MarcaAnulada />}
          <dl>
            <dt>Serie</dt>
            <dd>{factura.serie}</dd>
            <dt>Número</dt>
            <dd>{factura.numero}</dd>
            <dt>Número de autorización</dt>
            <dd className="factura-uuid">{factura.uuid}</dd>
            <dt>Fecha de emisión</dt>
            <dd>{formatDateTime(factura.fecha_emision)}</dd>
            <dt>Fecha de certificación</dt>
            <dd>{formatDateTime(factura.fecha_certificacion)}</dd>
          </dl>
        </div>
      </header>
      <section className="factura-carta-receptor">
        <div>
          <span className="factura-etiqueta">NIT</span> {receptor.id}
        </div>
        <div>
          <span className="factura-etiqueta">Nombre</span> {receptor.nombre}
        </div>
        <div>
          <span className="factura-etiqueta">Dirección</span> {receptor.direccion}
        </div>
      </section>
    </>
  );
}

/** Letter size: a table of `items_por_pagina` lines a page, the heading repeated, totals on the last page. */
function FacturaCarta({ factura, money }: Props) {
  const porPagina = factura.items_por_pagina > 0 ? factura.items_por_pagina : ITEMS_POR_PAGINA_DEFECTO;
  const paginas = paginate(factura.lineas, porPagina);
  return (
    <div className="factura factura-carta" data-testid="factura-fel" data-formato="carta">
      {paginas.map((lineas, index) => {
        const ultima = index === paginas.length - 1;
        return (
          <section key={index} className="factura-carta-pagina-hoja" data-testid="factura-pagina">
            {factura.anulada && (
              <div className="factura-carta-sello" aria-hidden="true">
                ANULADA
              </div>
            )}
            <EncabezadoCarta factura={factura} />
            <table className="factura-carta-lineas">
              <colgroup>
                <col style={{ width: '13%' }} />
                <col />
                <col style={{ width: '17%' }} />
                <col style={{ width: '14%' }} />
                <col style={{ width: '16%' }} />
              </colgroup>
              <thead>
                <tr>
                  <th className="factura-num">Cantidad</th>
                  <th>Descripción</th>
                  <th className="factura-num">Precio unitario</th>
                  <th className="factura-num">Descuento</th>
                  <th className="factura-num">Total</th>
                </tr>
              </thead>
              <tbody>
                {lineas.map((linea) => (
                  <tr key={linea.numero_linea}>
                    <td className="factura-num">{cantidadConUnidad(linea)}</td>
                    <td>{linea.descripcion}</td>
                    <td className="factura-num">{money(linea.precio_unitario)}</td>
                    <td className="factura-num">{money(linea.descuento)}</td>
                    <td className="factura-num">{money(linea.total)}</td>
                  </tr>
                ))}
              </tbody>
              {ultima && (
                <tfoot>
                  <tr className="factura-carta-total">
                    <td colSpan={4}>TOTAL</td>
                    <td className="factura-num">{money(factura.total)}</td>
                  </tr>
                  {factura.iva !== null && (
                    <tr>
                      <td colSpan={4}>IVA incluido</td>
                      <td className="factura-num">{money(factura.iva)}</td>
                    </tr>
                  )}
                </tfoot>
              )}
            </table>
            {ultima && (
              <footer className="factura-carta-pie">
                <Abonos factura={factura} money={money} />
                <Frases frases={factura.frases} />
                <div className="factura-carta-certificador">
                  <span>{certificadoPor(factura)}</span>
                  {factura.venta && <span>Venta {factura.venta.codigo}</span>}
                </div>
                {factura.es_prueba && <BandaPrueba />}
              </footer>
            )}
            {paginas.length > 1 && (
              <div className="factura-carta-paginacion">
                <span>{ultima ? '' : 'Continúa en la página siguiente…'}</span>
                <span>{`Página ${index + 1} de ${paginas.length}`}</span>
              </div>
            )}
          </section>
        );
      })}
    </div>
  );
}

/**
 * The printed representation of a certified electronic invoice (FEL.md §3.9), as the company
 * prints it (`formato_factura`, P3-38): `ticket` at 80 mm like the receipt, or `carta` on letter
 * paper. A sandbox document says plainly it has no fiscal value (ARCHITECTURE §6).
 */
export function PrintedInvoice({ factura, money }: Props) {
  return factura.formato === 'carta' ? (
    <FacturaCarta factura={factura} money={money} />
  ) : (
    <FacturaTicket factura={factura} money={money} />
  );
}
