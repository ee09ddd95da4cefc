/** A period of the dashboard as whole Guatemalan days, 'YYYY-MM-DD', both ends included. */
export interface Periodo {
  desde: string;
  hasta: string;
}

const addDays = (fecha: string, dias: number) => {
  const day = new Date(`${fecha}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + dias);
  return day.toISOString().slice(0, 10);
};

/** Today, this week (from Monday, the Guatemalan working week) and this month, up to today. */
export function periodosDashboard(hoy: string): { hoy: Periodo; semana: Periodo; mes: Periodo } {
  const diaSemana = new Date(`${hoy}T00:00:00Z`).getUTCDay();
  const desdeLunes = (diaSemana + 6) % 7;
  return {
    hoy: { desde: hoy, hasta: hoy },
    semana: { desde: addDays(hoy, -desdeLunes), hasta: hoy },
    mes: { desde: `${hoy.slice(0, 8)}01`, hasta: hoy },
  };
}
