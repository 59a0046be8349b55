import { CUSTOMER_PROFILE_ID } from '@app/shared';
import { and, eq, inArray } from 'drizzle-orm';
import {
  accessGrants,
  customerAdvisors,
  orderProducts,
  orders,
  productItems,
  products,
  shoppingCarts,
  userTrials,
  users,
} from '../db/schema/index.ts';
import { ORDER_STATUS } from '../db/schema/store.ts';
import { hashPassword } from '../platform/auth/passwords.ts';
import type { Db } from '../platform/db/database.ts';

const DAY = 86_400_000;
const DEMO_PASSWORD = 'demo-trader-2026';

interface DemoLead {
  key: string;
  name: string;
  phone: string;
  /** Days before the seed's clock they signed up. */
  signedUp: number;
  /** The influencer code of their sign-up. */
  code?: string;
  /** A trial: days ago it started, its length, and the code it carried. */
  trial?: { ago: number; days: number; code?: string };
  /** A paid order days ago: the signature product's type name and period. */
  paid?: { ago: number; signature: 'LS Premium' | 'Liberta Research' };
  /** Who is responsible, and since how many days. */
  advisor?: { who: 'vera' | 'marina'; ago: number };
}

/**
 * The sales-force panel's demo (issue 17): Vera Vendedora's book (a subscriber who came through
 * Rafa Profit and converted after a trial, one in trial, a long-time Research subscriber, one whose
 * trial ended), leads nobody has taken yet (influencer codes and trials, one already converted),
 * and one of Marina's. Laid out in the 30 days before `at`; runs once.
 */
export const DEMO_SALES_FORCE: readonly DemoLead[] = [
  {
    key: 'bruno.almeida',
    name: 'Bruno Almeida',
    phone: '(11) 99123-4567',
    signedUp: 20,
    code: 'rafaprofit',
    trial: { ago: 19, days: 7 },
    paid: { ago: 12, signature: 'LS Premium' },
    advisor: { who: 'vera', ago: 18 },
  },
  {
    key: 'juliana.costa',
    name: 'Juliana Costa',
    phone: '(21) 98765-1234',
    signedUp: 2,
    trial: { ago: 2, days: 7, code: 'invest_bia' },
    advisor: { who: 'vera', ago: 1 },
  },
  {
    key: 'marcos.oliveira',
    name: 'Marcos Oliveira',
    phone: '(31) 99876-5432',
    signedUp: 210,
    paid: { ago: 5, signature: 'Liberta Research' },
    advisor: { who: 'vera', ago: 180 },
  },
  {
    key: 'fernanda.lima',
    name: 'Fernanda Lima',
    phone: '(41) 98888-2222',
    signedUp: 45,
    trial: { ago: 44, days: 7 },
    advisor: { who: 'vera', ago: 30 },
  },
  {
    key: 'rodrigo.santos',
    name: 'Rodrigo Santos',
    phone: '(11) 97777-3333',
    signedUp: 3,
    code: 'rafaprofit',
  },
  {
    key: 'patricia.souza',
    name: 'Patrícia Souza',
    phone: '(51) 96666-4444',
    signedUp: 1,
    trial: { ago: 1, days: 7 },
  },
  {
    key: 'lucas.ferreira',
    name: 'Lucas Ferreira',
    phone: '(61) 95555-5555',
    signedUp: 8,
    code: 'invest_bia',
    trial: { ago: 8, days: 7 },
    paid: { ago: 6, signature: 'LS Premium' },
  },
  {
    key: 'aline.rocha',
    name: 'Aline Rocha',
    phone: '(71) 94444-6666',
    signedUp: 16,
    trial: { ago: 15, days: 7, code: 'mercadocomleo' },
  },
  {
    key: 'gustavo.pereira',
    name: 'Gustavo Pereira',
    phone: '(81) 93333-7777',
    signedUp: 10,
    code: 'rafaprofit',
  },
  {
    key: 'camila.martins',
    name: 'Camila Martins',
    phone: '(11) 92222-8888',
    signedUp: 4,
    trial: { ago: 4, days: 7 },
    advisor: { who: 'marina', ago: 3 },
  },
];

const tracking = (code: string) => ({
  utm_source: 'influenciador',
  utm_medium: 'influenciador',
  utm_campaign: code,
  utm_influenciador: code,
});

const emailOf = (key: string) => `${key}@demo.lstrader.com.br`;

export async function seedDemoSalesForce(db: Db, at: Date): Promise<void> {
  const emails = DEMO_SALES_FORCE.map((l) => emailOf(l.key));
  const [already] = await db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.email, emails))
    .limit(1);
  if (already) return;
  const staff = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(users.email, ['vendedor@demo.lstrader.com.br', 'analista2@demo.lstrader.com.br']),
    );
  const vera = staff.find((s) => s.email.startsWith('vendedor'))?.id;
  const marina = staff.find((s) => s.email.startsWith('analista2'))?.id;
  if (!vera || !marina) return;
  const signatures = await db
    .select({
      productId: products.id,
      name: products.name,
      priceCents: products.priceCents,
      typeId: productItems.targetId,
    })
    .from(products)
    .innerJoin(
      productItems,
      and(eq(productItems.productId, products.id), eq(productItems.kind, 'signature')),
    )
    .where(eq(products.kind, 'signature'));
  // The store names its signature products "<type> — Mensal", "<type> — Anual"…: the monthly
  // plan where there is one.
  const productFor = (signature: string) =>
    signatures.find((s) => s.name.startsWith(signature) && s.name.endsWith('Mensal')) ??
    signatures.find((s) => s.name.startsWith(signature));
  const daysOf = (name: string) => (name.endsWith('Anual') ? 365 : 30);

  /** `days` before `at`, moved by `hours - 12` hours (so a day's events keep their order). */
  const ago = (days: number, hours = 10) =>
    new Date(at.getTime() - days * DAY + (hours - 12) * 3_600_000);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const created = await db
    .insert(users)
    .values(
      DEMO_SALES_FORCE.map((l) => ({
        email: emailOf(l.key),
        name: l.name,
        nickname: l.name.split(' ')[0]!,
        profileId: CUSTOMER_PROFILE_ID,
        passwordHash,
        phoneNumber: l.phone,
        tracking: l.code ? tracking(l.code) : null,
        createdAt: ago(l.signedUp),
        updatedAt: ago(l.signedUp),
      })),
    )
    .onConflictDoNothing()
    .returning({ id: users.id, email: users.email });
  const idOf = new Map(created.map((c) => [c.email, c.id]));

  for (const lead of DEMO_SALES_FORCE) {
    const userId = idOf.get(emailOf(lead.key));
    if (!userId) continue;
    if (lead.trial) {
      const startsAt = ago(lead.trial.ago, 11);
      await db.insert(userTrials).values({
        userId,
        days: lead.trial.days,
        startsAt,
        endsAt: new Date(startsAt.getTime() + lead.trial.days * DAY),
        tracking: lead.trial.code ? tracking(lead.trial.code) : null,
        createdAt: startsAt,
      });
    }
    const product = lead.paid && productFor(lead.paid.signature);
    if (lead.paid && product) {
      const paidAt = ago(lead.paid.ago, 15);
      const [cart] = await db
        .insert(shoppingCarts)
        .values({
          userId,
          brand: 'liberta',
          status: 'ordered',
          termsAcceptedAt: paidAt,
          createdAt: paidAt,
          updatedAt: paidAt,
        })
        .returning({ id: shoppingCarts.id });
      const [order] = await db
        .insert(orders)
        .values({
          cartId: cart!.id,
          idempotencyKey: `demo-sales-force-${lead.key}`,
          userId,
          brand: 'liberta',
          status: ORDER_STATUS.paid,
          subtotalCents: product.priceCents,
          totalCents: product.priceCents,
          method: 'pix',
          customerName: lead.name,
          customerEmail: emailOf(lead.key),
          paidAt,
          createdAt: paidAt,
          updatedAt: paidAt,
        })
        .returning({ id: orders.id });
      await db.insert(orderProducts).values({
        orderId: order!.id,
        productId: product.productId,
        name: product.name,
        kind: 'signature',
        amount: 1,
        unitPriceCents: product.priceCents,
        totalCents: product.priceCents,
        accessDays: daysOf(product.name),
      });
      await db.insert(accessGrants).values({
        userId,
        kind: 'signature',
        targetId: product.typeId,
        startsAt: paidAt,
        endsAt: new Date(paidAt.getTime() + daysOf(product.name) * DAY),
        source: 'order',
        sourceId: order!.id,
      });
    }
    if (lead.advisor) {
      const advisorId = lead.advisor.who === 'vera' ? vera : marina;
      await db
        .insert(customerAdvisors)
        .values({
          customerId: userId,
          advisorId,
          assignedBy: advisorId,
          assignedAt: ago(lead.advisor.ago, 14),
        })
        .onConflictDoNothing();
    }
  }
}
