import { parseArgs } from 'node:util';
import { z } from 'zod';
import { slugSchema } from '@pos/shared/domains/companies/companies';
import { municipioEnDepartamento } from '@pos/shared/domains/companies/geografia';
import { TIPOS_PUNTO_VENTA } from '@pos/shared/domains/users/permissions';
import { passwordSchema } from '@pos/shared/domains/users/users';
import { zEmail, zRequiredString } from '@pos/shared/validation/zod';
import { readConfig } from '../config';
import { openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { createCompany } from '../modules/companies';
import { secretBoxFor } from '../lib/secret-key';
import { DEMO_PASSWORD, seedDemoCompanies } from '../db/seed/demo';

const USAGE = `Uso:
  npm run admin -- crear-empresa --nombre "Mi Tienda" --slug mi-tienda \\
      --correo dueno@mitienda.gt --contrasena "********" \\
      [--propietario "Nombre Apellido"] [--sucursal Central] \\
      [--departamento 01 --municipio 0101] [--direccion "..."] [--telefono "..."] \\
      [--pais GT] [--tipo-punto-venta PVN|PVMCE]

  npm run admin -- crear-demo --slug practica [--slug otra ...]

crear-empresa crea una empresa con su configuración por defecto, su primera sucursal y el
usuario propietario. crear-demo crea empresas de práctica como la de demostración (sucursales,
cajas, catálogo, facturación de prueba), cada una con sus seis usuarios <rol>@<slug>.demo.gt;
omite las que ya existen. Ambos usan la base de datos de DATABASE_URL (o la embebida en DATA_DIR).`;

const crearEmpresaArgs = z
  .object({
    nombre: zRequiredString(150),
    slug: slugSchema,
    correo: zEmail(),
    contrasena: passwordSchema,
    propietario: z.string().trim().default('Propietario'),
    sucursal: z.string().trim().min(1).default('Central'),
    departamento: z.string().default('01'),
    municipio: z.string().default('0101'),
    direccion: z.string().default(''),
    telefono: z.string().default(''),
    pais: z.string().length(2).toUpperCase().default('GT'),
    'tipo-punto-venta': z.enum(TIPOS_PUNTO_VENTA).default('PVN'),
  })
  .refine((a) => municipioEnDepartamento(a.municipio, a.departamento), {
    message: 'El municipio no pertenece al departamento.',
    path: ['municipio'],
  });

async function crearEmpresa(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: Object.fromEntries(
      [
        'nombre',
        'slug',
        'correo',
        'contrasena',
        'propietario',
        'sucursal',
        'departamento',
        'municipio',
        'direccion',
        'telefono',
        'pais',
        'tipo-punto-venta',
      ].map((name) => [name, { type: 'string' as const }]),
    ),
  });
  const parsed = crearEmpresaArgs.safeParse(values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) console.error(`--${issue.path.join('.')}: ${issue.message}`);
    console.error(`\n${USAGE}`);
    process.exitCode = 2;
    return;
  }
  const args = parsed.data;
  const [firstName, ...rest] = args.propietario.split(/\s+/);
  const database = await openDatabase(readConfig().databaseUrl);
  try {
    await migrateDatabase(database);
    const created = await database.db.transaction((tx) =>
      createCompany(tx, {
        nombre: args.nombre,
        slug: args.slug,
        pais: args.pais,
        tipoPuntoVenta: args['tipo-punto-venta'],
        sucursal: {
          nombre: args.sucursal,
          departamento: args.departamento,
          municipio: args.municipio,
          direccion: args.direccion,
          telefono: args.telefono,
        },
        propietario: {
          email: args.correo,
          password: args.contrasena,
          firstName: firstName || 'Propietario',
          lastName: rest.join(' '),
        },
      }),
    );
    console.log(`Empresa "${args.nombre}" creada (id ${created.empresaId}, sucursal ${args.sucursal}).`);
    console.log(`Inicie sesión con ${args.correo} y la contraseña indicada.`);
  } finally {
    await database.close();
  }
}

async function crearDemo(argv: string[]): Promise<void> {
  const { values } = parseArgs({ args: argv, options: { slug: { type: 'string', multiple: true } } });
  const slugs = z
    .array(slugSchema)
    .min(1)
    .safeParse(values.slug ?? []);
  if (!slugs.success) {
    console.error(`--slug: ${slugs.error.issues[0]?.message}\n\n${USAGE}`);
    process.exitCode = 2;
    return;
  }
  const config = readConfig();
  const database = await openDatabase(config.databaseUrl);
  try {
    await migrateDatabase(database);
    const creadas = await seedDemoCompanies(database.db, secretBoxFor(config), slugs.data);
    for (const empresa of creadas)
      console.log(`Empresa "${empresa.nombre}" creada: propietario@${empresa.dominio} / ${DEMO_PASSWORD}.`);
  } finally {
    await database.close();
  }
}

async function main(): Promise<void> {
  const [command, ...argv] = process.argv.slice(2);
  if (command === 'crear-empresa') return crearEmpresa(argv);
  if (command === 'crear-demo') return crearDemo(argv);
  console.log(USAGE);
  process.exitCode = command ? 2 : 0;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
