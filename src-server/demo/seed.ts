// The demo restaurant, seeded on first run: Cantina Bella Napoli, a pizzeria and burger bar in São Paulo.
// Pizzas with halves priced by `highest`, burgers with add-ons, drinks, combos, an all-you-can-eat option,
// a buffet by the kilo; 20 tables, 50 comandas, 3 reference points; payment methods with card brands and PIX;
// manager, cashier and waiter; kitchen and bar printers of different models and sizes. A second business
// with its own user exists for tenant-isolation tests.
import { eq } from 'drizzle-orm';
import { v5 as uuidv5 } from 'uuid';
import { comboShares, inComboOrder } from '../../src-shared/domain/comboShares.js';
import type { Db } from '../db/database.js';
import * as t from '../db/schema.js';
import type { MirroredTable } from '../db/rows.js';
import { hashPassword } from '../auth/passwords.js';
import type { Tx } from '../db/tx.js';
import { seedBilling } from './billing.js';
import { DEMO_BUSINESS_ID, DEMO_PLATFORM_ADMIN, DEMO_USERS, OTHER_BUSINESS_ID } from './ids.js';

/** Stable ids for demo rows (named), so a reseeded demo keeps its ids. */
export const demoId = (name: string) => uuidv5(name, DEMO_BUSINESS_ID);

export async function seedDemo(db: Db): Promise<boolean> {
  const existing = await db.select({ id: t.businesses.id }).from(t.businesses).where(eq(t.businesses.id, DEMO_BUSINESS_ID));
  if (existing.length > 0) return false;
  const hashes = Object.fromEntries(
    await Promise.all(Object.entries(DEMO_USERS).map(async ([k, u]) => [k, await hashPassword(u.password)] as const)),
  ) as Record<keyof typeof DEMO_USERS, string>;
  await db.transaction(async (tx) => {
    await tx.insert(t.businesses).values([
      {
        id: DEMO_BUSINESS_ID,
        name: 'Cantina Bella Napoli Ltda',
        tradeName: 'Cantina Bella Napoli',
        document: '12345678000195',
        changeSeq: 1,
        config: { serviceFee: { enabled: true, rate: 1000 }, address: 'Rua Augusta, 1200 - Consolação, São Paulo - SP' },
      },
      { id: OTHER_BUSINESS_ID, name: 'Lanchonete do Zé Ltda', tradeName: 'Lanchonete do Zé', document: '98765432000110', changeSeq: 1 },
    ]);
    await tx.insert(t.users).values(
      Object.entries(DEMO_USERS).map(([k, u]) => ({
        id: u.id,
        name: { manager: 'Rita Gerente', cashier: 'Bruno Caixa', waiter: 'Carlos Garçom', other: 'Zé da Lanchonete' }[k] ?? k,
        email: u.email,
        passwordHash: hashes[k as keyof typeof DEMO_USERS],
        type: k === 'waiter' ? 'waiter' : k === 'other' ? 'businessOwner' : 'employee',
      })),
    );
    await tx.insert(t.userBusinesses).values(
      Object.entries(DEMO_USERS).map(([k, u]) => ({
        id: demoId(`link:${k}`),
        businessId: k === 'other' ? OTHER_BUSINESS_ID : DEMO_BUSINESS_ID,
        userId: u.id,
        roles: [...u.roles],
        changeSeq: 1,
      })),
    );
    // The platform's operator (Cobrança): her only link is the Lanchonete's, read-only (the terminal's login needs one).
    await tx.insert(t.users).values({ id: DEMO_PLATFORM_ADMIN.id, name: 'Ana Plataforma', email: DEMO_PLATFORM_ADMIN.email, passwordHash: await hashPassword(DEMO_PLATFORM_ADMIN.password), type: 'others', platformRoles: ['admin'] });
    await tx.insert(t.userBusinesses).values({ id: demoId('link:platform-admin'), businessId: OTHER_BUSINESS_ID, userId: DEMO_PLATFORM_ADMIN.id, roles: [...DEMO_PLATFORM_ADMIN.roles], changeSeq: 1 });
    await seedCantina(tx);
    await seedOther(tx);
    await seedBilling(tx, demoId, new Date());
  });
  return true;
}

async function put(tx: Tx, table: MirroredTable, businessId: string, rows: Record<string, unknown>[]): Promise<void> {
  if (rows.length === 0) return;
  await tx.insert(table).values(rows.map((r) => ({ businessId, changeSeq: 1, ...r })) as never);
}

async function seedCantina(tx: Tx): Promise<void> {
  const b = DEMO_BUSINESS_ID;
  const id = demoId;

  await put(tx, t.origins, b, [
    { id: id('origin:salao'), name: 'Salão', type: 'saloon', deliveryMode: 'saloon' },
    { id: id('origin:balcao'), name: 'Balcão', type: 'balcony', deliveryMode: 'balcony' },
    { id: id('origin:telefone'), name: 'Delivery por telefone', type: 'phone', deliveryMode: 'delivery' },
    { id: id('origin:whatsapp'), name: 'WhatsApp', type: 'whatsapp', deliveryMode: 'delivery' },
  ]);

  await put(tx, t.printers, b, [
    { id: id('printer:caixa'), name: 'Caixa', model: 'EPSON', size: 'medium', connection: 'usb', address: 'USB001' },
    { id: id('printer:cozinha'), name: 'Cozinha', model: 'ELGIN', size: 'large', connection: 'tcp', address: '192.168.0.51', port: 9100 },
    { id: id('printer:bar'), name: 'Bar', model: 'BEMATECH', size: 'small', connection: 'serial', address: 'COM3' },
    { id: id('printer:forno'), name: 'Forno de pizza', model: 'DARUMA', size: 'medium', connection: 'tcp', address: '192.168.0.52', port: 9100 },
  ]);
  await put(tx, t.kitchens, b, [
    { id: id('kitchen:cozinha'), name: 'Cozinha', printerId: id('printer:cozinha') },
    { id: id('kitchen:bar'), name: 'Bar', printerId: id('printer:bar') },
    { id: id('kitchen:pizzaria'), name: 'Pizzaria', printerId: id('printer:forno') },
  ]);
  // Delivery pizzas also print at the cashier's printer, to pack them.
  await put(tx, t.kitchenConditionalPrinters, b, [
    { id: id('kcp:pizzaria-delivery'), kitchenId: id('kitchen:pizzaria'), printerId: id('printer:caixa'), originIds: [id('origin:telefone'), id('origin:whatsapp')] },
  ]);

  const categories = [
    ['pizzas', 'Pizzas', 'pizzaria'],
    ['lanches', 'Lanches', 'cozinha'],
    ['porcoes', 'Porções', 'cozinha'],
    ['bebidas', 'Bebidas', 'bar'],
    ['combos', 'Combos', 'cozinha'],
    ['rodizio', 'Rodízio', 'pizzaria'],
    ['buffet', 'Buffet por quilo', 'cozinha'],
    ['sobremesas', 'Sobremesas', 'cozinha'],
  ] as const;
  await put(tx, t.categories, b, categories.map(([key, name, kitchen], i) => ({ id: id(`cat:${key}`), name, kitchenId: id(`kitchen:${kitchen}`), position: i })));
  await put(tx, t.catalogs, b, [{ id: id('catalog:principal'), name: 'Cardápio principal', originIds: [] }]);
  await put(tx, t.catalogCategories, b, categories.map(([key], i) => ({ id: id(`cc:${key}`), catalogId: id('catalog:principal'), catalogCategoryId: id(`cat:${key}`), position: i })));

  type P = { key: string; name: string; type?: string; price: number; cat: string; code: string; extra?: Record<string, unknown> };
  const products: P[] = [
    { key: 'pizza-grande', name: 'Pizza Grande (8 fatias)', type: 'composite', price: 0, cat: 'pizzas', code: '100', extra: { priceRule: 'highest', maxFlavors: 2 } },
    { key: 'pizza-broto', name: 'Pizza Broto (4 fatias)', type: 'composite', price: 0, cat: 'pizzas', code: '101', extra: { priceRule: 'highest', maxFlavors: 2 } },
    { key: 'x-burger', name: 'X-Burger', price: 2890, cat: 'lanches', code: '200' },
    { key: 'x-salada', name: 'X-Salada', price: 3190, cat: 'lanches', code: '201' },
    { key: 'x-bacon', name: 'X-Bacon', price: 3490, cat: 'lanches', code: '202' },
    { key: 'batata', name: 'Batata frita (porção)', price: 2490, cat: 'porcoes', code: '300' },
    { key: 'calabresa-acebolada', name: 'Calabresa acebolada', price: 3890, cat: 'porcoes', code: '301' },
    { key: 'coca-lata', name: 'Coca-Cola lata 350 ml', price: 650, cat: 'bebidas', code: '400' },
    { key: 'guarana-lata', name: 'Guaraná Antarctica lata 350 ml', price: 600, cat: 'bebidas', code: '401' },
    { key: 'suco-laranja', name: 'Suco de laranja 500 ml', price: 990, cat: 'bebidas', code: '402' },
    { key: 'agua', name: 'Água mineral 500 ml', price: 450, cat: 'bebidas', code: '403' },
    { key: 'chopp', name: 'Chopp Brahma 300 ml', price: 1290, cat: 'bebidas', code: '404' },
    { key: 'caipirinha', name: 'Caipirinha de limão', price: 1990, cat: 'bebidas', code: '405' },
    { key: 'combo-burger', name: 'Combo X-Burger + batata + refrigerante', type: 'combo', price: 3990, cat: 'combos', code: '500' },
    { key: 'rodizio', name: 'Rodízio de pizza (por pessoa)', type: 'allYouCanEat', price: 6990, cat: 'rodizio', code: '600' },
    { key: 'buffet', name: 'Buffet por quilo', price: 7490, cat: 'buffet', code: '700', extra: { unit: 'kilograms', fractionalQuantity: true } },
    { key: 'pudim', name: 'Pudim de leite', price: 1290, cat: 'sobremesas', code: '800' },
    { key: 'petit-gateau', name: 'Petit gâteau com sorvete', price: 2290, cat: 'sobremesas', code: '801' },
  ];
  await put(
    tx,
    t.products,
    b,
    products.map((p, i) => ({
      id: id(`product:${p.key}`),
      type: p.type ?? 'unique',
      name: p.name,
      internalCode: p.code,
      categoryId: id(`cat:${p.cat}`),
      price: p.price,
      position: i,
      ...p.extra,
    })),
  );
  // The rodízio is served at night (Tuesday to Sunday) in the saloon only.
  await put(tx, t.availabilities, b, [
    { id: id('avail:rodizio'), ownerType: 'product', ownerId: id('product:rodizio'), weekdays: [0, 2, 3, 4, 5, 6], originIds: [id('origin:salao')], startTime: '18:00', endTime: '23:59' },
  ]);

  const flavors = [
    ['calabresa', 'Calabresa', 6490, 3990],
    ['margherita', 'Margherita', 5990, 3690],
    ['quatro-queijos', 'Quatro queijos', 7290, 4390],
    ['portuguesa', 'Portuguesa', 6990, 4190],
    ['frango-catupiry', 'Frango com Catupiry', 6890, 4090],
    ['napolitana', 'Napolitana', 6590, 3990],
  ] as const;
  const addOns = [
    ['bacon', 'Bacon', 500],
    ['ovo', 'Ovo', 300],
    ['queijo-extra', 'Queijo extra', 400],
    ['cebola-caramelizada', 'Cebola caramelizada', 450],
  ] as const;
  const doneness = [
    ['mal-passado', 'Mal passado'],
    ['ao-ponto', 'Ao ponto'],
    ['bem-passado', 'Bem passado'],
  ] as const;
  const borders = [
    ['borda-catupiry', 'Borda de Catupiry', 1200],
    ['borda-cheddar', 'Borda de cheddar', 1200],
  ] as const;
  await put(tx, t.subproducts, b, [
    ...flavors.map(([k, name]) => ({ id: id(`sub:${k}`), name, kind: 'recipe' })),
    ...addOns.map(([k, name]) => ({ id: id(`sub:${k}`), name, kind: 'feedstock', controlStock: true })),
    ...doneness.map(([k, name]) => ({ id: id(`sub:${k}`), name, kind: 'nominal' })),
    ...borders.map(([k, name]) => ({ id: id(`sub:${k}`), name, kind: 'recipe' })),
  ]);

  const comps: Record<string, unknown>[] = [];
  const items: Record<string, unknown>[] = [];
  for (const [size, col] of [['pizza-grande', 2], ['pizza-broto', 3]] as const) {
    comps.push({ id: id(`comp:${size}:sabores`), productId: id(`product:${size}`), name: 'Sabores (até 2, meio a meio)', selectionType: 'check', minQuantity: 1, maxQuantity: 2, flavors: true, position: 0 });
    comps.push({ id: id(`comp:${size}:borda`), productId: id(`product:${size}`), name: 'Borda recheada', selectionType: 'select', minQuantity: 0, maxQuantity: 1, position: 1 });
    flavors.forEach((f, i) =>
      items.push({ id: id(`ps:${size}:${f[0]}`), productId: id(`product:${size}`), compositionId: id(`comp:${size}:sabores`), subproductId: id(`sub:${f[0]}`), price: f[col], position: i }),
    );
    borders.forEach((f, i) =>
      items.push({ id: id(`ps:${size}:${f[0]}`), productId: id(`product:${size}`), compositionId: id(`comp:${size}:borda`), subproductId: id(`sub:${f[0]}`), price: size === 'pizza-grande' ? f[2] : f[2] - 400, position: i }),
    );
  }
  for (const burger of ['x-burger', 'x-salada', 'x-bacon']) {
    comps.push({ id: id(`comp:${burger}:adicionais`), productId: id(`product:${burger}`), name: 'Adicionais', selectionType: 'quantity', minQuantity: 0, maxQuantity: 6, position: 1 });
    comps.push({ id: id(`comp:${burger}:ponto`), productId: id(`product:${burger}`), name: 'Ponto da carne', selectionType: 'select', minQuantity: 1, maxQuantity: 1, position: 0 });
    addOns.forEach((a, i) =>
      items.push({ id: id(`ps:${burger}:${a[0]}`), productId: id(`product:${burger}`), compositionId: id(`comp:${burger}:adicionais`), subproductId: id(`sub:${a[0]}`), price: a[2], maxQuantity: 3, position: i }),
    );
    doneness.forEach((d, i) =>
      items.push({ id: id(`ps:${burger}:${d[0]}`), productId: id(`product:${burger}`), compositionId: id(`comp:${burger}:ponto`), subproductId: id(`sub:${d[0]}`), price: 0, position: i }),
    );
  }
  await put(tx, t.compositions, b, comps);
  await put(tx, t.productSubproducts, b, items);
  // The combo's shares by the one rule the Cardápio's editor uses (comboShares, its parts inComboOrder: these rows
  // are made together), so opening and saving it in the editor changes nothing.
  const priceOf = new Map(products.map((p) => [p.key, p.price]));
  const combo = products.find((p) => p.key === 'combo-burger')!;
  const parts = inComboOrder(
    [
      ['combo:burger', 'x-burger'],
      ['combo:batata', 'batata'],
      ['combo:refri', 'coca-lata'],
    ].map(([key, product]) => ({ id: id(key!), productId: id(`product:${product}`), price: priceOf.get(product!)!, quantity: 1 })),
  );
  const shares = comboShares(combo.price, parts);
  await put(
    tx,
    t.comboProducts,
    b,
    parts.map((x, i) => ({ id: x.id, comboId: id('product:combo-burger'), productId: x.productId, quantity: x.quantity * 1000, price: shares[i]! })),
  );

  await put(tx, t.tables, b, [
    ...Array.from({ length: 20 }, (_, i) => ({ id: id(`table:${i + 1}`), type: 'table', name: `Mesa ${i + 1}`, number: i + 1, capacity: i < 12 ? 4 : 6 })),
    ...Array.from({ length: 50 }, (_, i) => ({ id: id(`slip:${i + 1}`), type: 'order-slip', name: `Comanda ${i + 1}`, number: i + 1 })),
    { id: id('ref:balcao'), type: 'reference-point', name: 'Balcão', number: 1 },
    { id: id('ref:varanda'), type: 'reference-point', name: 'Varanda', number: 2 },
    { id: id('ref:deck'), type: 'reference-point', name: 'Deck', number: 3 },
  ]);

  await put(tx, t.paymentMethods, b, [
    { id: id('pm:dinheiro'), name: 'Dinheiro', type: 'money', allowsChange: true, position: 0 },
    { id: id('pm:credito'), name: 'Cartão de crédito', type: 'credit', position: 1 },
    { id: id('pm:debito'), name: 'Cartão de débito', type: 'debit', position: 2 },
    { id: id('pm:pix'), name: 'PIX', type: 'pix', position: 3 },
    { id: id('pm:vr'), name: 'Vale-refeição', type: 'mealVoucher', position: 4 },
  ]);
  const banners: [string, string[]][] = [
    ['credito', ['Visa', 'Mastercard', 'Elo', 'Hipercard', 'American Express']],
    ['debito', ['Visa', 'Mastercard', 'Elo']],
    ['vr', ['Alelo', 'Sodexo', 'Ticket', 'VR']],
  ];
  await put(
    tx,
    t.creditCardBanners,
    b,
    banners.flatMap(([pm, names]) => names.map((name) => ({ id: id(`banner:${pm}:${name}`), paymentMethodId: id(`pm:${pm}`), name }))),
  );
  await put(tx, t.cashRegisters, b, [
    { id: id('cash:1'), name: 'Caixa 1 (balcão)' },
    { id: id('cash:2'), name: 'Caixa 2 (salão)' },
  ]);

  await put(tx, t.deliveryMethods, b, [
    { id: id('dm:entrega'), name: 'Entrega própria', mode: 'delivery', fee: 700 },
    { id: id('dm:retirada'), name: 'Retirada no balcão', mode: 'balcony', fee: 0 },
  ]);

  await put(tx, t.entities, b, [
    { id: id('entity:maria'), type: 'customer', name: 'Maria Aparecida Silva', document: '12345678909', email: 'maria.silva@example.com.br' },
    { id: id('entity:joao'), type: 'customer', name: 'João Pedro Souza' },
    { id: id('entity:carlos'), type: 'waiter', name: 'Carlos Garçom', userId: DEMO_USERS.waiter.id },
    { id: id('entity:ana'), type: 'waiter', name: 'Ana Paula' },
    { id: id('entity:pedro'), type: 'deliveryMan', name: 'Pedro Motoboy' },
    { id: id('entity:lucas'), type: 'deliveryMan', name: 'Lucas Entregas' },
  ]);
  await put(tx, t.entityPhones, b, [
    { id: id('phone:maria'), entityId: id('entity:maria'), number: '11987654321', main: true },
    { id: id('phone:joao'), entityId: id('entity:joao'), number: '11912345678', main: true },
  ]);
  await put(tx, t.entityAddresses, b, [
    { id: id('address:maria'), entityId: id('entity:maria'), cep: '01310100', street: 'Avenida Paulista', number: '1578', complement: 'Apto 42', neighborhood: 'Bela Vista', city: 'São Paulo', state: 'SP', reference: 'Perto do MASP' },
  ]);
}

async function seedOther(tx: Tx): Promise<void> {
  const b = OTHER_BUSINESS_ID;
  const id = (n: string) => uuidv5(n, OTHER_BUSINESS_ID);
  await put(tx, t.tables, b, Array.from({ length: 5 }, (_, i) => ({ id: id(`table:${i + 1}`), type: 'table', name: `Mesa ${i + 1}`, number: i + 1 })));
  await put(tx, t.paymentMethods, b, [{ id: id('pm:dinheiro'), name: 'Dinheiro', type: 'money', allowsChange: true }]);
  await put(tx, t.categories, b, [{ id: id('cat:lanches'), name: 'Lanches' }]);
  await put(tx, t.products, b, [{ id: id('product:misto'), type: 'unique', name: 'Misto quente', internalCode: '1', categoryId: id('cat:lanches'), price: 1200 }]);
  await put(tx, t.cashRegisters, b, [{ id: id('cash:1'), name: 'Caixa' }]);
}

export const otherDemoId = (name: string) => uuidv5(name, OTHER_BUSINESS_ID);
