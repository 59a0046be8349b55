import type { BrandId } from '@app/shared';
import { BRANDS } from '@app/shared';
import { privacyPolicies } from '../db/schema/index.ts';
import type { Db } from '../platform/db/database.ts';

/** Each brand's controller as its policy names it (demo company data, not a real registry). */
const CONTROLLERS: Record<BrandId, { company: string; cnpj: string; email: string; site: string }> =
  {
    brazilian: {
      company: 'LS Trader Educação Financeira Ltda.',
      cnpj: '12.345.678/0001-90',
      email: 'privacidade@lstrader.com.br',
      site: 'lstrader.com.br',
    },
    global: {
      company: 'LS Trader Educação Financeira Ltda. (LS Global)',
      cnpj: '12.345.678/0001-90',
      email: 'privacidade@lsglobal.com.br',
      site: 'lsglobal.com.br',
    },
    liberta: {
      company: 'Liberta Educação e Conteúdo Financeiro Ltda.',
      cnpj: '98.765.432/0001-10',
      email: 'privacidade@liberta.com.br',
      site: 'liberta.com.br',
    },
  };

/** A decent LGPD policy (Lei 13.709/2018) in the brand's name: what a real product would publish. */
export function demoPrivacyPolicy(brand: BrandId): string {
  const name = BRANDS[brand].name;
  const c = CONTROLLERS[brand];
  return `<h2>Política de Privacidade — ${name}</h2>
<p>Esta política explica como a <strong>${c.company}</strong>, inscrita no CNPJ ${c.cnpj}, controladora dos dados pessoais tratados na plataforma ${name} (${c.site}), coleta, usa, compartilha e protege os seus dados, conforme a Lei Geral de Proteção de Dados Pessoais (Lei nº 13.709/2018 — LGPD).</p>
<h3>1. Quais dados coletamos</h3>
<ul>
<li><strong>Cadastro:</strong> nome, apelido, e-mail, telefone, CPF ou CNPJ, data de nascimento, gênero, profissão e endereço.</li>
<li><strong>Compras:</strong> produtos, assinaturas, cupons, forma de pagamento e histórico de pedidos. Não guardamos o número completo do seu cartão: ele é informado diretamente ao processador de pagamentos.</li>
<li><strong>Uso da plataforma:</strong> cursos e aulas assistidos, progresso, mensagens enviadas no chat das transmissões, respostas a pesquisas de satisfação (NPS), datas e horários de acesso e endereço IP dos acessos e ações registradas por segurança.</li>
<li><strong>Origem da visita:</strong> parâmetros de campanha (utm_source, utm_medium, utm_campaign e similares), somente se você aceitar os cookies de marketing.</li>
</ul>
<h3>2. Para que usamos os seus dados e com qual base legal</h3>
<ul>
<li><strong>Prestar o serviço contratado</strong> (acesso a cursos, e-books, transmissões, recomendações, certificados e suporte) — execução de contrato (art. 7º, V).</li>
<li><strong>Processar pagamentos, emitir notas e prevenir fraudes</strong> — execução de contrato, cumprimento de obrigação legal ou regulatória (art. 7º, II) e legítimo interesse na segurança das transações (art. 7º, IX).</li>
<li><strong>Segurança da conta</strong> (registro de acessos, bloqueio de tentativas suspeitas, códigos de confirmação) — cumprimento do Marco Civil da Internet (Lei 12.965/2014, art. 15) e legítimo interesse.</li>
<li><strong>Comunicações sobre a sua conta e os seus pedidos</strong> — execução de contrato.</li>
<li><strong>Ofertas, novidades e medição de campanhas</strong> — consentimento (art. 7º, I), que você pode retirar a qualquer momento.</li>
<li><strong>Estatísticas de uso para melhorar a plataforma</strong> — consentimento, pelos cookies de estatística.</li>
</ul>
<h3>3. Com quem compartilhamos</h3>
<p>Não vendemos dados pessoais. Compartilhamos apenas o necessário com:</p>
<ul>
<li><strong>Processadores de pagamento e instituições financeiras</strong> (cartão de crédito, boleto e Pix), para cobrar e confirmar as suas compras e prevenir fraudes;</li>
<li><strong>Provedores de infraestrutura</strong> (hospedagem, envio de e-mails e SMS, armazenamento de vídeos), que tratam os dados em nosso nome e sob contrato;</li>
<li><strong>Autoridades públicas</strong>, quando houver obrigação legal ou ordem judicial.</li>
</ul>
<p>Alguns desses fornecedores podem armazenar dados fora do Brasil; nesses casos exigimos garantias adequadas de proteção, nos termos do art. 33 da LGPD.</p>
<h3>4. Por quanto tempo guardamos</h3>
<ul>
<li>Dados de cadastro: enquanto a sua conta estiver ativa e por até 5 anos após o encerramento, para defesa em eventuais processos (prazo prescricional do Código de Defesa do Consumidor);</li>
<li>Pedidos e documentos fiscais: 5 anos, conforme a legislação tributária;</li>
<li>Registros de acesso à aplicação: 6 meses, conforme o Marco Civil da Internet;</li>
<li>Dados tratados com base no consentimento: até você retirá-lo.</li>
</ul>
<h3>5. Os seus direitos (art. 18 da LGPD)</h3>
<p>Você pode, a qualquer momento e gratuitamente, pedir: confirmação de que tratamos seus dados; acesso aos dados; correção de dados incompletos, inexatos ou desatualizados; anonimização, bloqueio ou eliminação de dados desnecessários ou tratados em desconformidade; portabilidade a outro fornecedor; eliminação dos dados tratados com consentimento; informação sobre com quem compartilhamos; informação sobre a possibilidade de não consentir e suas consequências; e revogação do consentimento. Você também pode peticionar à Autoridade Nacional de Proteção de Dados (ANPD).</p>
<h3>6. Encarregado (DPO)</h3>
<p>O nosso encarregado pelo tratamento de dados pessoais atende pelo e-mail <a href="mailto:${c.email}">${c.email}</a>. Respondemos aos pedidos em até 15 dias.</p>
<h3>7. Cookies e armazenamento no navegador</h3>
<p>Usamos cookies e o armazenamento local do navegador em quatro categorias:</p>
<ul>
<li><strong>Necessários</strong> (sempre ativos): mantêm a sua sessão, o carrinho e a sua escolha sobre cookies;</li>
<li><strong>Estatísticas:</strong> nos ajudam a entender como a plataforma é usada;</li>
<li><strong>Preferências:</strong> lembram escolhas como tema e zoom;</li>
<li><strong>Marketing:</strong> guardam a origem da sua visita (parâmetros UTM) durante a sessão para medir campanhas e parcerias.</li>
</ul>
<p>Antes da sua escolha, só os cookies necessários são usados. Você pode aceitar, rejeitar ou configurar cada categoria no aviso de cookies e mudar de ideia quando quiser em “Preferências de cookies”, no rodapé e no menu do seu perfil. A sua escolha vale por 365 dias e fica registrada, com a versão do aviso, para comprovar o seu consentimento.</p>
<h3>8. Segurança</h3>
<p>Protegemos os dados com conexões criptografadas, senhas guardadas com algoritmo de hash resistente, controle de acesso por perfil e registro das ações da equipe sobre dados de clientes. Se ocorrer um incidente que possa causar risco ou dano relevante, avisaremos você e a ANPD.</p>
<h3>9. Alterações desta política</h3>
<p>Quando esta política mudar, publicaremos a nova versão nesta página com a data da atualização e, se a mudança for relevante, pediremos a sua confirmação novamente.</p>`;
}

/** One active policy per brand (version 1), written once: staff edits are kept on later seeds. */
export async function seedDemoPrivacy(db: Db, at: Date): Promise<void> {
  await db
    .insert(privacyPolicies)
    .values(
      (['brazilian', 'global', 'liberta'] as const).map((brand) => ({
        brand,
        version: 1,
        description: demoPrivacyPolicy(brand),
        active: true,
        publishedAt: at,
        createdAt: at,
        updatedAt: at,
      })),
    )
    .onConflictDoNothing();
}
