import { helpSearchText } from '@app/shared';
import type { BrandId } from '@app/shared';
import { helpCategories, helpFeedback, helpQuestions } from '../db/schema/index.ts';
import { textOfHtml } from '../modules/help/help-text.ts';
import type { Db } from '../platform/db/database.ts';

const ALL: BrandId[] = ['brazilian', 'global', 'liberta'];
const LS: BrandId[] = ['brazilian', 'global'];
const LIBERTA: BrandId[] = ['liberta'];

interface DemoQuestion {
  question: string;
  answer: string;
  brands: BrandId[];
  /** Demo votes: helpful, not helpful. */
  votes?: [number, number];
  active?: boolean;
}

/** The help centre a support team would write in its first weeks (demo). */
const CATEGORIES: { name: string; slug: string; questions: DemoQuestion[] }[] = [
  {
    name: 'Conta e acesso',
    slug: 'conta-e-acesso',
    questions: [
      {
        question: 'Esqueci minha senha. Como faço para entrar?',
        answer:
          '<p>Na tela de login, clique em <strong>Esqueci minha senha</strong> e informe o e-mail da sua conta. Enviamos um link que vale por 1 hora para você criar uma senha nova.</p><p>Não recebeu? Confira a caixa de spam e a aba Promoções antes de pedir outro link.</p>',
        brands: ALL,
        votes: [18, 2],
      },
      {
        question: 'Posso entrar sem senha, com um código?',
        answer:
          '<p>Sim. Em <strong>Entrar com código</strong>, digite seu e-mail e use o código de 6 dígitos que enviamos. Ele vale por 10 minutos e só pode ser usado uma vez.</p>',
        brands: ALL,
        votes: [9, 1],
      },
      {
        question: 'Como altero meu e-mail, telefone ou endereço?',
        answer:
          '<p>Abra o menu da sua foto, no canto superior direito, e escolha <strong>Meu perfil</strong>. Lá você altera seus dados pessoais, a foto e os endereços. O endereço é preenchido pelo CEP.</p>',
        brands: ALL,
        votes: [6, 3],
      },
      {
        question: 'Em quantos aparelhos posso usar minha conta?',
        answer:
          '<p>Você pode entrar no computador, no celular e na TV. Por segurança, encerre as sessões que não reconhece em <strong>Meu perfil</strong> e troque a senha se desconfiar de algum acesso.</p>',
        brands: ALL,
      },
    ],
  },
  {
    name: 'Assinaturas e pagamentos',
    slug: 'assinaturas-e-pagamentos',
    questions: [
      {
        question: 'Quais formas de pagamento vocês aceitam?',
        answer:
          '<p>Aceitamos <strong>Pix</strong> (liberação em segundos), <strong>cartão de crédito</strong> em até 12x e <strong>boleto bancário</strong> (compensação em até 3 dias úteis).</p>',
        brands: ALL,
        votes: [25, 1],
      },
      {
        question: 'Paguei com Pix e o acesso ainda não foi liberado. E agora?',
        answer:
          '<p>O Pix costuma ser confirmado em poucos segundos. Se o código expirou antes do pagamento, gere um novo na tela do pedido. Passados 30 minutos sem liberação, fale com o suporte informando o número do pedido.</p>',
        brands: ALL,
        votes: [11, 4],
      },
      {
        question: 'Como cancelo minha assinatura?',
        answer:
          '<p>Em <strong>Minhas Assinaturas</strong> você vê o período atual e a data de renovação. Para cancelar, fale com o suporte: o acesso continua até o fim do período já pago.</p><p>Compras feitas há menos de 7 dias podem ser reembolsadas integralmente (direito de arrependimento, art. 49 do CDC).</p>',
        brands: ALL,
        votes: [7, 6],
      },
      {
        question: 'Vocês emitem nota fiscal?',
        answer:
          '<p>Sim. A nota fiscal de serviço é enviada ao e-mail da compra em até 5 dias úteis após a confirmação do pagamento. Para emitir em nome de uma empresa, informe o CNPJ no checkout.</p>',
        brands: ALL,
      },
    ],
  },
  {
    name: 'Cursos e certificados',
    slug: 'cursos-e-certificados',
    questions: [
      {
        question: 'Onde encontro os cursos que comprei?',
        answer:
          '<p>Em <strong>Meus Cursos</strong>, no menu principal. A aula de onde você parou fica marcada e o vídeo continua do ponto em que você saiu.</p>',
        brands: LS,
        votes: [14, 0],
      },
      {
        question: 'Onde encontro os cursos e e-books que comprei?',
        answer:
          '<p>Em <strong>Meus Cursos / Ebooks</strong>, no menu principal. A aula de onde você parou fica marcada e o vídeo continua do ponto em que você saiu.</p>',
        brands: LIBERTA,
        votes: [5, 0],
      },
      {
        question: 'Como recebo o certificado de conclusão?',
        answer:
          '<p>O certificado é liberado quando você conclui todas as aulas do curso (uma aula conta como concluída a partir de 90% do vídeo). Ele tem um código público que qualquer pessoa pode conferir na página de verificação.</p>',
        brands: ALL,
        votes: [12, 2],
      },
      {
        question: 'Por quanto tempo tenho acesso a um curso?',
        answer:
          '<p>O período de acesso aparece na página de cada curso, antes da compra (por exemplo, 12 meses). Algumas aulas são liberadas aos poucos, alguns dias depois do início do seu acesso.</p>',
        brands: ALL,
      },
    ],
  },
  {
    name: 'Transmissões ao vivo',
    slug: 'transmissoes-ao-vivo',
    questions: [
      {
        question: 'Por que a transmissão aparece com atraso para mim?',
        answer:
          '<p>Durante o período de teste gratuito, as transmissões ao vivo e o chat chegam com alguns minutos de atraso. Assinantes assistem em tempo real.</p>',
        brands: LS,
        votes: [4, 5],
      },
      {
        question: 'Posso assistir às lives pelo celular enquanto uso outros aplicativos?',
        answer:
          '<p>Sim: use o <strong>player flutuante</strong>. Ele fica sobre a tela e pode ser arrastado para onde for mais confortável.</p>',
        brands: LS,
      },
      {
        question: 'Onde assisto à TV Liberta?',
        answer:
          '<p>Na página <strong>Início</strong>, o destaque mostra a programação ao vivo. As gravações ficam disponíveis em cada conteúdo, junto com as recomendações citadas no programa.</p>',
        brands: LIBERTA,
        votes: [3, 1],
      },
    ],
  },
  {
    name: 'Privacidade e segurança',
    slug: 'privacidade-e-seguranca',
    questions: [
      {
        question: 'Como peço uma cópia dos meus dados ou a exclusão da minha conta?',
        answer:
          '<p>Em <strong>Meu perfil</strong>, na seção de privacidade, você baixa uma cópia dos seus dados e pode pedir a exclusão da conta, como prevê a LGPD (art. 18). Pedidos feitos ao suporte são respondidos em até 15 dias.</p>',
        brands: ALL,
        votes: [8, 0],
      },
      {
        question: 'Vocês pedem senha ou código por WhatsApp?',
        answer:
          '<p><strong>Nunca.</strong> Nossa equipe não pede senha, código de acesso nem dados de cartão por WhatsApp, telefone ou e-mail. Se receber um pedido assim, não responda e avise o suporte.</p>',
        brands: ALL,
        votes: [10, 0],
      },
      {
        question: 'Posso mudar minhas preferências de cookies?',
        answer:
          '<p>Sim, a qualquer momento: use o link <strong>Preferências de cookies</strong> no rodapé de qualquer página.</p>',
        brands: ALL,
        active: false,
      },
    ],
  },
];

const uuidOf = (question: number, vote: number) =>
  `00000000-0000-4000-8000-${(question * 1000 + vote).toString(16).padStart(12, '0')}`;

/** The demo help centre: categories, questions and some anonymous votes (`at`: the seed's clock). */
export async function seedDemoHelp(db: Db, at: Date): Promise<void> {
  const [present] = await db.select({ id: helpCategories.id }).from(helpCategories).limit(1);
  if (present) return;
  const categories = await db
    .insert(helpCategories)
    .values(
      CATEGORIES.map((c, index) => ({
        name: c.name,
        slug: c.slug,
        sortOrder: index,
        createdAt: at,
        updatedAt: at,
      })),
    )
    .returning({ id: helpCategories.id, slug: helpCategories.slug });
  const idOf = new Map(categories.map((c) => [c.slug, c.id]));
  const questions = CATEGORIES.flatMap((c) =>
    c.questions.map((q, index) => ({ ...q, categoryId: idOf.get(c.slug)!, sortOrder: index })),
  );
  const stored = await db
    .insert(helpQuestions)
    .values(
      questions.map((q) => ({
        categoryId: q.categoryId,
        question: q.question,
        answer: q.answer,
        searchText: helpSearchText(`${q.question} ${textOfHtml(q.answer)}`),
        brands: q.brands,
        sortOrder: q.sortOrder,
        active: q.active ?? true,
        createdAt: at,
        updatedAt: at,
      })),
    )
    .returning({ id: helpQuestions.id });
  const votes = questions.flatMap((q, index) => {
    const id = stored[index]!.id;
    const [yes, no] = q.votes ?? [0, 0];
    return Array.from({ length: yes + no }, (_, vote) => ({
      questionId: id,
      anonymousId: uuidOf(id, vote),
      helpful: vote < yes,
      brand: q.brands[vote % q.brands.length]!,
      createdAt: new Date(at.getTime() - (vote + 1) * 3_600_000),
      updatedAt: new Date(at.getTime() - (vote + 1) * 3_600_000),
    }));
  });
  if (votes.length > 0) await db.insert(helpFeedback).values(votes);
}
