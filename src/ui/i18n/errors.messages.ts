/**
 * Every failure a screen shows, by its stable code (`error.<code>`). The kinds (network, not-found, ...)
 * are the fallback for a code that has no sentence of its own. Eager: the sign-in page shows them too.
 */
export const messages = {
  en: {
    'error.network': 'The server could not be reached. Check your connection and try again.',
    'error.timeout': 'The server took too long to answer. Try again.',
    'error.unauthorized': 'Your session has expired. Sign in again; what you typed is kept.',
    'error.forbidden': 'You do not have permission to do this.',
    'error.not-found': 'This record no longer exists.',
    'error.malformed': 'The server sent an answer the app does not understand.',
    'error.validation': 'Some values were not accepted. Check the highlighted fields.',
    'error.conflict': 'This clashes with another record or with a newer change. Reload and check before saving again.',
    'error.server': 'The server had a problem. Try again in a moment.',
    'error.record.stale':
      'Someone else saved this record after you opened it. Your changes were not saved and are still in the form: open the record again to see theirs.',
    'error.record.versionRequired': 'This save did not say which version it changes. Reload the record and save again.',
    'error.record.inUse':
      '{count, plural, =0 {This record is in use and cannot be deleted.} one {This record is used by # shipment and cannot be deleted.} other {This record is used by # shipments and cannot be deleted.}}',
    'error.rate.unavailable':
      'No rate was published for that currency on that day (a weekend, a holiday, or not yet published). Type the rate by hand.',
    'error.rate.sourceFailed':
      'The exchange-rate source (Banco Central PTAX) did not answer. Try again, or type the rate by hand.',
    'error.rate.invalidDate': 'The invoice date is not a valid date, so the rule cannot pick a rate.',
    'error.rate.noPtaxCurrency':
      'The Banco Central publishes no PTAX for this currency. Invoice in BRL or in AUD, CAD, CHF, DKK, EUR, GBP, JPY, NOK, SEK or USD.',
    'error.product.code.taken': 'Another product already has this code.',
    'error.user.email.taken': 'This email is already in use.',
    'error.auth.credentials.invalid': 'Email or password is invalid.',
    'error.auth.account.pending': 'This account waits for an administrator to approve it.',
    'error.auth.account.inactive': 'This account is not active. Ask an administrator.',
    'error.auth.account.notStaff': 'This account is not a member of staff. Ask an administrator.',
    'error.auth.hosted.invalid': 'The hosted sign-in could not be confirmed. Sign in again.',
    'error.auth.hosted.unverified': 'Confirm your e-mail address with the sign-in provider first, then try again.',
    'error.auth.hosted.unknown': 'No member of staff has this e-mail address. Ask an administrator.',
    'error.auth.hosted.off': 'The hosted sign-in is not set up on this server.',
    'error.auth.csrf': 'The request was refused for your safety. Reload the page and try again.',
    'error.auth.registration.closed': 'Accounts are created by an administrator.',
    'error.auth.name.required': 'Please enter your name.',
    'error.auth.password.weak': 'Use a valid email and a password of at least 12 characters.',
    'error.auth.throttled': 'Too many attempts. Wait a moment, then try again.',
    'error.auth.throttled.timed':
      'Too many attempts. Try again in {waitUnit, select, seconds {{waitSeconds, plural, one {# second} other {# seconds}}} other {{waitMinutes, plural, one {# minute} other {# minutes}}}}.',
    'error.auth.registration.full': 'Too many registrations wait for approval. Try again later.',
    'error.request.rateLimited': 'Too many requests. Wait a moment, then try again.',
    'error.request.rateLimited.timed':
      'Too many requests. Try again in {waitUnit, select, seconds {{waitSeconds, plural, one {# second} other {# seconds}}} other {{waitMinutes, plural, one {# minute} other {# minutes}}}}.',
    'error.auth.reset.invalid': 'This reset link is invalid or has expired. Ask for a new one.',
    'error.request.reused': 'This request was already sent with other values. Reload the page and try again.',
    'error.request.tooLarge': 'What was sent is too large.',
    'error.user.adminOnly': 'Only an administrator can manage staff.',
    'error.audit.adminOnly': 'Only an administrator can see this part of the audit trail.',
    'error.view.notYours': 'Only the owner of this view, or an administrator for a shared view, can change it.',
    'error.view.tooMany': 'You already keep {max} views of this list. Delete one to save another.',
    'error.user.notPending': 'This registration was already decided.',
    'error.user.hasHistory':
      'This person has shipments to their name: their registration cannot be refused. Deactivate them instead.',
    'error.user.self.ownRole': 'You cannot change your own role.',
    'error.user.self.ownStatus': 'You cannot change your own status.',
    'error.user.self.self': 'You cannot remove your own account.',
    'error.freight.invoice.locked':
      'The invoice is locked since the shipment was booked; an administrator can reopen it.',
    'error.freight.closed': 'This shipment is closed and can no longer change.',
    'error.freight.transition.notAllowedFrom': 'This status change is not allowed from the current status.',
    'error.freight.transition.adminOnly': 'Only an administrator can reopen a booked shipment.',
    'error.freight.transition.bookingIncomplete':
      'The shipment cannot be booked yet: it needs a shipper, a consignee, a carrier, at least one line and no errors.',
    'error.country.unknown': 'Choose a country from the list (ISO 3166-1).',
    'error.freight.transition.invalidDate': 'The date is not valid.',
    'error.freight.transition.dateInFuture': 'The date cannot be in the future (today is {today}).',
    'error.freight.transition.dateBeforePrevious': 'The date cannot be before the previous step ({previous}).',
    'error.field.invalid': 'Not a valid value.',
    'error.freight.transition.packingMismatch':
      'The shipment cannot be booked: its packing list disagrees with the invoice on lines {lines}.',
    'error.field.checkDigit': 'The check digit is wrong: it should be {expected}.',
    'error.field.checkDigitMissing': 'The check digit is missing: it is {expected}.',
  },
  pt: {
    'error.network': 'Não foi possível contatar o servidor. Verifique sua conexão e tente novamente.',
    'error.timeout': 'O servidor demorou demais para responder. Tente novamente.',
    'error.unauthorized': 'Sua sessão expirou. Entre novamente; o que você digitou foi mantido.',
    'error.forbidden': 'Você não tem permissão para fazer isso.',
    'error.not-found': 'Este registro não existe mais.',
    'error.malformed': 'O servidor enviou uma resposta que o aplicativo não entende.',
    'error.validation': 'Alguns valores não foram aceitos. Verifique os campos destacados.',
    'error.conflict':
      'Isto conflita com outro registro ou com uma alteração mais recente. Recarregue e confira antes de salvar de novo.',
    'error.server': 'O servidor teve um problema. Tente novamente em instantes.',
    'error.record.stale':
      'Outra pessoa salvou este registro depois que você o abriu. Suas alterações não foram salvas e continuam no formulário: abra o registro de novo para ver as dela.',
    'error.record.versionRequired':
      'Este salvamento não disse qual versão altera. Recarregue o registro e salve de novo.',
    'error.record.inUse':
      '{count, plural, =0 {Este registro está em uso e não pode ser excluído.} one {Este registro é usado por # embarque e não pode ser excluído.} other {Este registro é usado por # embarques e não pode ser excluído.}}',
    'error.rate.unavailable':
      'Nenhuma taxa foi publicada para essa moeda nesse dia (fim de semana, feriado ou ainda não publicada). Digite a taxa manualmente.',
    'error.rate.sourceFailed':
      'A fonte das taxas de câmbio (PTAX do Banco Central) não respondeu. Tente de novo ou digite a taxa manualmente.',
    'error.rate.invalidDate': 'A data da fatura não é uma data válida; a regra não consegue escolher a taxa.',
    'error.rate.noPtaxCurrency':
      'O Banco Central não publica PTAX para esta moeda. Fature em BRL ou em AUD, CAD, CHF, DKK, EUR, GBP, JPY, NOK, SEK ou USD.',
    'error.product.code.taken': 'Outro produto já tem este código.',
    'error.user.email.taken': 'Este e-mail já está em uso.',
    'error.auth.credentials.invalid': 'E-mail ou senha inválidos.',
    'error.auth.account.pending': 'Esta conta aguarda a aprovação de um administrador.',
    'error.auth.account.inactive': 'Esta conta não está ativa. Fale com um administrador.',
    'error.auth.account.notStaff': 'Esta conta não pertence à equipe. Fale com um administrador.',
    'error.auth.hosted.invalid': 'Não foi possível confirmar o login externo. Entre novamente.',
    'error.auth.hosted.unverified': 'Confirme primeiro o seu e-mail no provedor de login e tente de novo.',
    'error.auth.hosted.unknown': 'Nenhum membro da equipe tem este e-mail. Fale com um administrador.',
    'error.auth.hosted.off': 'O login externo não está configurado neste servidor.',
    'error.auth.csrf': 'A solicitação foi recusada para sua segurança. Recarregue a página e tente de novo.',
    'error.auth.registration.closed': 'As contas são criadas por um administrador.',
    'error.auth.name.required': 'Informe o seu nome.',
    'error.auth.password.weak': 'Use um e-mail válido e uma senha de pelo menos 12 caracteres.',
    'error.auth.throttled': 'Tentativas demais. Aguarde um pouco e tente novamente.',
    'error.auth.throttled.timed':
      'Tentativas demais. Tente novamente em {waitUnit, select, seconds {{waitSeconds, plural, one {# segundo} other {# segundos}}} other {{waitMinutes, plural, one {# minuto} other {# minutos}}}}.',
    'error.auth.registration.full': 'Há cadastros demais aguardando aprovação. Tente novamente mais tarde.',
    'error.request.rateLimited': 'Pedidos demais. Aguarde um pouco e tente novamente.',
    'error.request.rateLimited.timed':
      'Pedidos demais. Tente novamente em {waitUnit, select, seconds {{waitSeconds, plural, one {# segundo} other {# segundos}}} other {{waitMinutes, plural, one {# minuto} other {# minutos}}}}.',
    'error.auth.reset.invalid': 'Este link de redefinição é inválido ou expirou. Peça um novo.',
    'error.request.reused': 'Este pedido já foi enviado com outros valores. Recarregue a página e tente de novo.',
    'error.request.tooLarge': 'O que foi enviado é grande demais.',
    'error.user.adminOnly': 'Somente um administrador pode gerenciar a equipe.',
    'error.audit.adminOnly': 'Somente um administrador pode ver esta parte da trilha de auditoria.',
    'error.view.notYours':
      'Somente o dono desta visão, ou um administrador para uma visão compartilhada, pode alterá-la.',
    'error.view.tooMany': 'Você já mantém {max} visões desta lista. Exclua uma para salvar outra.',
    'error.user.notPending': 'Este cadastro já foi decidido.',
    'error.user.hasHistory': 'Esta pessoa tem embarques em seu nome: o cadastro não pode ser recusado. Desative-a.',
    'error.user.self.ownRole': 'Você não pode mudar o seu próprio perfil.',
    'error.user.self.ownStatus': 'Você não pode mudar o seu próprio status.',
    'error.user.self.self': 'Você não pode remover a sua própria conta.',
    'error.freight.invoice.locked':
      'A fatura está travada desde que o embarque foi confirmado; um administrador pode reabri-lo.',
    'error.freight.closed': 'Este embarque está encerrado e não pode mais mudar.',
    'error.freight.transition.notAllowedFrom': 'Esta mudança de status não é permitida a partir do status atual.',
    'error.freight.transition.adminOnly': 'Somente um administrador pode reabrir um embarque confirmado.',
    'error.freight.transition.bookingIncomplete':
      'O embarque ainda não pode ser confirmado: precisa de exportador, importador, transportador, ao menos um item e nenhum erro.',
    'error.country.unknown': 'Escolha um país da lista (ISO 3166-1).',
    'error.freight.transition.invalidDate': 'A data não é válida.',
    'error.freight.transition.dateInFuture': 'A data não pode estar no futuro (hoje é {today}).',
    'error.freight.transition.dateBeforePrevious': 'A data não pode ser anterior à etapa anterior ({previous}).',
    'error.field.invalid': 'Valor inválido.',
    'error.freight.transition.packingMismatch':
      'O embarque não pode ser confirmado: o romaneio não confere com a fatura nos itens {lines}.',
    'error.field.checkDigit': 'O dígito verificador está errado: deveria ser {expected}.',
    'error.field.checkDigitMissing': 'Falta o dígito verificador: é {expected}.',
  },
};
