// What the Cardápio's product editor says for the product types beyond the simple one (a pizza with its sizes and
// flavours, a combo with its products) and for a product's photo, in Brazilian Portuguese. A refusal the server also
// makes is said in the server's words.
import { productKindMessages } from './productKinds.js';

export const menuKindMessages = {
  kind: 'Tipo de produto',
  kinds: { unique: 'Simples', composite: 'Pizza (sabores)', combo: 'Combo' },
  composite: {
    maxFlavors: 'Sabores por pizza',
    sizes: 'Tamanhos',
    sizesHelp: 'Ex.: Média, Grande. Sem tamanhos, cada sabor tem um preço só.',
    sizeName: 'Novo tamanho',
    addSize: 'Adicionar tamanho',
    sizeTitle: 'Tamanho',
    flavours: 'Sabores e preços',
    flavoursHelp: 'Meio a meio cobra pela metade mais cara.',
    flavourName: 'Novo sabor',
    addFlavour: 'Adicionar sabor',
    flavour: 'Sabor',
    price: 'Preço',
    remove: 'Remover',
    priceOf: (flavour: string, size: string | null) => (size ? `Preço de ${flavour} (${size})` : `Preço de ${flavour}`),
    flavoursRequired: productKindMessages.flavorsRequired,
    sizeTaken: (name: string) => `O tamanho ${name} já está na lista`,
    flavourTaken: (name: string) => `O sabor ${name} já está na lista`,
    priceRequired: (flavour: string, size: string | null) => (size ? `Informe o preço de ${flavour} no tamanho ${size}` : `Informe o preço de ${flavour}`),
  },
  combo: {
    products: 'Produtos do combo',
    productsHelp: 'O preço do combo é dividido entre os produtos pelo preço de cada um.',
    pick: 'Escolha um produto',
    quantity: 'Quantidade',
    add: 'Adicionar produto',
    remove: 'Remover',
    less: (name: string) => `Um a menos: ${name}`,
    more: (name: string) => `Um a mais: ${name}`,
    share: (value: string) => `parte no combo: ${value}`,
    productsRequired: productKindMessages.comboProductsRequired,
    priceRequired: 'Informe o preço do combo',
  },
  image: {
    title: 'Foto',
    help: 'PNG ou JPEG de até 2 MB: aparece na lista e no botão do produto no PDV.',
    choose: 'Escolher foto',
    replace: 'Trocar foto',
    sending: 'Enviando foto…',
    sent: (name: string) => `Foto de ${name} enviada`,
    none: 'Sem foto',
    alt: (name: string) => `Foto de ${name}`,
    afterSave: 'A foto é escolhida depois de salvar o produto (em Editar).',
  },
};
