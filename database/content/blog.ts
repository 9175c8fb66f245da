/**
 * The blog as it ships: categories and posts in English, Spanish and Arabic (Modern
 * Standard Arabic). Slugs are Latin and the same in every language, like the help
 * center's. Bodies use the plain-text format of ArticleBody.
 */
import type { Locale } from '#models/user'

type Localized<T> = Record<Locale, T>

export type SeedBlogCategory = {
  slug: string
  position: number
  text: Localized<{ name: string; description: string }>
}

export type SeedBlogPost = {
  slug: string
  category: string
  /** Published this many days before the seeding, so that the blog reads in order. */
  daysAgo: number
  author: string
  text: Localized<{ title: string; excerpt: string; body: string }>
}

export const BLOG_CATEGORIES: SeedBlogCategory[] = [
  {
    slug: 'shipping-tips',
    position: 1,
    text: {
      en: {
        name: 'Shipping tips',
        description: 'Practical ways to pay less and receive your parcels sooner.',
      },
      es: {
        name: 'Consejos de envío',
        description: 'Formas prácticas de pagar menos y recibir tus paquetes antes.',
      },
      ar: {
        name: 'نصائح الشحن',
        description: 'طرق عملية لتدفع أقل وتستلم طرودك أسرع.',
      },
    },
  },
  {
    slug: 'shopping-guides',
    position: 2,
    text: {
      en: {
        name: 'Shopping guides',
        description: 'How to buy from US stores with confidence, wherever you live.',
      },
      es: {
        name: 'Guías de compra',
        description: 'Cómo comprar con confianza en tiendas de EE. UU., vivas donde vivas.',
      },
      ar: {
        name: 'أدلة التسوق',
        description: 'كيف تشتري من المتاجر الأمريكية بثقة أينما كنت.',
      },
    },
  },
]

export const BLOG_POSTS: SeedBlogPost[] = [
  {
    slug: 'five-ways-to-pay-less-for-international-shipping',
    category: 'shipping-tips',
    daysAgo: 40,
    author: 'Avery Collins',
    text: {
      en: {
        title: 'Five ways to pay less for international shipping',
        excerpt:
          'Most of a shipping bill is decided before the box leaves the warehouse. These five habits keep it low.',
        body: `Shipping from the US to the rest of the world does not have to cost more than what you bought. Most of the price is decided before the box leaves the warehouse, and these five habits keep it low.

## 1. Let your parcels wait, then consolidate

Storage is free for 30 days from each arrival. Use that time: let two, three or five orders arrive, then ship them together in one box. Each international box carries a fixed starting cost, so one box instead of three is often a saving of more than half.

## 2. Ask for repacking

Stores ship small items in large boxes filled with paper. Carriers bill those boxes by their size (their dimensional weight), so you pay to fly air. When we consolidate, we repack into the smallest box that protects your items.

## 3. Pick the service that fits the deadline

FedEx International Priority usually arrives in 1 to 6 business days; International Economy takes a few days longer and costs less. For a birthday next week, pay for speed. For a restock of everyday items, Economy is usually the better deal.

## 4. Check the quote before you buy

The shipping calculator gives you the billable weight and the price of every service for your country in seconds. Two minutes with the calculator can tell you whether a bulky item is worth it, or whether a smaller version makes more sense.

## 5. Declare accurately, once

A clear description and the real price on your customs declaration means fewer questions at the border. Shipments held by customs sit in storage and cost you time; accurate declarations clear faster.`,
      },
      es: {
        title: 'Cinco formas de pagar menos por tus envíos internacionales',
        excerpt:
          'La mayor parte de lo que pagas por un envío se decide antes de que la caja salga del almacén. Estos cinco hábitos lo mantienen bajo.',
        body: `Enviar desde EE. UU. al resto del mundo no tiene por qué costar más que lo que compraste. La mayor parte del precio se decide antes de que la caja salga del almacén, y estos cinco hábitos lo mantienen bajo.

## 1. Deja que tus paquetes esperen y luego consolida

El almacenamiento es gratuito durante 30 días desde cada llegada. Aprovecha ese tiempo: deja que lleguen dos, tres o cinco pedidos y envíalos juntos en una sola caja. Cada caja internacional tiene un costo inicial fijo, así que una caja en lugar de tres suele ahorrar más de la mitad.

## 2. Pide que reempaquemos

Las tiendas envían artículos pequeños en cajas grandes llenas de papel. Los transportistas cobran esas cajas por su tamaño (su peso volumétrico), así que terminas pagando por transportar aire. Al consolidar, reempacamos en la caja más pequeña que proteja tus artículos.

## 3. Elige el servicio según la fecha

FedEx International Priority suele llegar en 1 a 6 días hábiles; International Economy tarda unos días más y cuesta menos. Para un cumpleaños la próxima semana, paga la rapidez. Para reponer artículos de uso diario, Economy suele ser la mejor opción.

## 4. Consulta el precio antes de comprar

La calculadora de envíos te da en segundos el peso facturable y el precio de cada servicio para tu país. Dos minutos con la calculadora te dicen si un artículo voluminoso vale la pena o si conviene una versión más pequeña.

## 5. Declara con precisión, una sola vez

Una descripción clara y el precio real en tu declaración de aduana significan menos preguntas en la frontera. Los envíos retenidos por la aduana te hacen perder tiempo; las declaraciones precisas se despachan más rápido.`,
      },
      ar: {
        title: 'خمس طرق لتدفع أقل مقابل الشحن الدولي',
        excerpt:
          'يتحدد معظم تكلفة الشحن قبل أن يغادر الصندوق المستودع. وهذه خمس عادات تُبقيها منخفضة.',
        body: `لا ينبغي أن يكلّفك الشحن من الولايات المتحدة إلى بقية العالم أكثر مما اشتريته. فمعظم السعر يتحدد قبل أن يغادر الصندوق المستودع، وهذه خمس عادات تُبقيه منخفضًا.

## 1. دع طرودك تنتظر ثم اجمعها

التخزين مجاني لمدة 30 يومًا من وصول كل طرد، فاستفد من هذه المدة: انتظر وصول طلبين أو ثلاثة أو خمسة، ثم اشحنها معًا في صندوق واحد. لكل صندوق دولي تكلفة أساسية ثابتة، لذلك كثيرًا ما يوفّر شحن صندوق واحد بدلًا من ثلاثة أكثر من نصف التكلفة.

## 2. اطلب إعادة التغليف

تشحن المتاجر القطع الصغيرة في صناديق كبيرة مليئة بالورق، وتحتسب شركات الشحن أجرة هذه الصناديق وفق حجمها (أي وزنها الحجمي)، فينتهي بك الأمر إلى دفع ثمن نقل الهواء. وعند التجميع، نعيد التغليف في أصغر صندوق يحمي مشترياتك.

## 3. اختر الخدمة المناسبة لموعدك

تصل شحنات FedEx International Priority عادةً خلال يوم إلى ستة أيام عمل، بينما تستغرق International Economy بضعة أيام إضافية بتكلفة أقل. فإن كان لديك عيد ميلاد الأسبوع المقبل فادفع مقابل السرعة، أما لتجديد مستلزماتك اليومية فخدمة Economy هي الخيار الأوفر عادةً.

## 4. اطّلع على السعر قبل الشراء

تعرض لك حاسبة الشحن في ثوانٍ الوزن المحتسب وسعر كل خدمة إلى بلدك. ودقيقتان مع الحاسبة كفيلتان بأن تخبراك هل تستحق السلعة الضخمة ثمن شحنها، أم أن نسخة أصغر منها أنسب.

## 5. صرّح بدقة ومن المرة الأولى

الوصف الواضح والسعر الحقيقي في تصريحك الجمركي يعنيان أسئلة أقل على الحدود. فالشحنات التي تحتجزها الجمارك تُضيّع وقتك، أما التصاريح الدقيقة فتُخلَّص أسرع.`,
      },
    },
  },
  {
    slug: 'packing-for-less-why-box-size-matters',
    category: 'shipping-tips',
    daysAgo: 26,
    author: 'Daniel Ortega',
    text: {
      en: {
        title: 'Why a 2 lb pair of boots can be billed as 28 lb',
        excerpt:
          'Dimensional weight explained with real boxes from our warehouse floor, and what we do about it.',
        body: `Every week someone writes to us surprised that a light parcel costs so much to ship. The answer is almost always the box.

## Size counts as much as weight

Airlines sell space, not just weight. So carriers compute a dimensional weight from the box's measurements: length × width × height in inches, divided by 139, rounded up to the next half pound. You are billed for whichever is greater, the real weight or the dimensional weight.

## A real box

A customer's boots arrived last month from a large US retailer: 2 lb of boots in a 20 × 16 × 12 in box. That box has a dimensional weight of 3,840 ÷ 139 = 27.63, rounded up to 28 lb. Shipped as it was, the boots would have been billed as 28 lb.

We repacked them in a 14 × 10 × 8 in box with the original shoe box inside. New dimensional weight: 1,120 ÷ 139 = 8.06, rounded up to 8.5 lb. Same boots, same protection, billed at less than a third of the weight.

## What we do on every shipment

- We measure every parcel the day it arrives, so you see its dimensional weight before you ship.
- When you request shipping, we remove oversized outer boxes and loose filler when that is safe.
- We combine parcels so that small items fill the gaps around large ones.

## What you can do

Before a big purchase, enter the box size in the shipping calculator. If the store lists the package dimensions, you will know the shipping price before you buy, not after.`,
      },
      es: {
        title: 'Por qué unas botas de 2 lb pueden facturarse como 28 lb',
        excerpt:
          'El peso volumétrico explicado con cajas reales de nuestro almacén, y lo que hacemos al respecto.',
        body: `Cada semana alguien nos escribe sorprendido de que un paquete ligero cueste tanto de enviar. La respuesta casi siempre es la caja.

## El tamaño cuenta tanto como el peso

Las aerolíneas venden espacio, no solo peso. Por eso los transportistas calculan un peso volumétrico a partir de las medidas de la caja: largo × ancho × alto en pulgadas, dividido entre 139 y redondeado hacia arriba a la siguiente media libra. Se factura el mayor de los dos: el peso real o el volumétrico.

## Una caja real

El mes pasado llegaron las botas de un cliente desde una gran tienda estadounidense: 2 lb de botas en una caja de 20 × 16 × 12 pulgadas. Esa caja tiene un peso volumétrico de 3840 ÷ 139 = 27,63, redondeado a 28 lb. Enviadas tal cual, las botas se habrían facturado como 28 lb.

Las reempacamos en una caja de 14 × 10 × 8 pulgadas, con la caja de zapatos original dentro. Nuevo peso volumétrico: 1120 ÷ 139 = 8,06, redondeado a 8,5 lb. Las mismas botas, la misma protección, facturadas a menos de un tercio del peso.

## Lo que hacemos en cada envío

- Medimos cada paquete el día en que llega, para que veas su peso volumétrico antes de enviarlo.
- Cuando solicitas el envío, retiramos las cajas exteriores demasiado grandes y el relleno suelto cuando es seguro.
- Combinamos paquetes para que los artículos pequeños llenen los huecos alrededor de los grandes.

## Lo que puedes hacer tú

Antes de una compra grande, introduce el tamaño de la caja en la calculadora de envíos. Si la tienda indica las medidas del paquete, sabrás el precio del envío antes de comprar, no después.`,
      },
      ar: {
        title: 'لماذا قد يُحتسب حذاء وزنه رطلان بوزن 28 رطلًا؟',
        excerpt: 'شرح للوزن الحجمي بصناديق حقيقية من مستودعنا، وما نفعله حيال ذلك.',
        body: `كل أسبوع يراسلنا أحدهم متعجبًا من ارتفاع تكلفة شحن طرد خفيف، والسبب في أغلب الأحيان هو الصندوق.

## الحجم لا يقل أهمية عن الوزن

تبيع شركات الطيران المساحة لا الوزن وحده، لذلك تحسب شركات الشحن وزنًا حجميًا من أبعاد الصندوق: الطول × العرض × الارتفاع بالبوصة، مقسومًا على 139، ومقرّبًا إلى أعلى لأقرب نصف رطل. ثم تُحتسب الأجرة على الأكبر من الوزنين: الفعلي أو الحجمي.

## صندوق حقيقي

وصل الشهر الماضي حذاء لأحد عملائنا من متجر أمريكي كبير: حذاء وزنه رطلان في صندوق أبعاده 20 × 16 × 12 بوصة. يبلغ الوزن الحجمي لهذا الصندوق 3840 ÷ 139 = 27.63، أي 28 رطلًا بعد التقريب. ولو شُحن كما هو لاحتُسب الحذاء بوزن 28 رطلًا.

أعدنا تغليفه في صندوق أبعاده 14 × 10 × 8 بوصات مع الإبقاء على علبة الحذاء الأصلية بداخله. فأصبح الوزن الحجمي 1120 ÷ 139 = 8.06، أي 8.5 أرطال بعد التقريب. الحذاء نفسه والحماية نفسها، بأقل من ثلث الوزن المحتسب.

## ما نفعله في كل شحنة

- نقيس كل طرد في يوم وصوله، لترى وزنه الحجمي قبل الشحن.
- عند طلبك الشحن، نزيل الصناديق الخارجية الكبيرة ومواد الحشو متى كان ذلك آمنًا.
- نجمع الطرود بحيث تملأ القطع الصغيرة الفراغات حول القطع الكبيرة.

## ما يمكنك فعله

قبل أي عملية شراء كبيرة، أدخل أبعاد الصندوق في حاسبة الشحن. فإذا ذكر المتجر أبعاد الطرد، عرفت سعر الشحن قبل الشراء لا بعده.`,
      },
    },
  },
  {
    slug: 'black-friday-from-abroad',
    category: 'shopping-guides',
    daysAgo: 12,
    author: 'Avery Collins',
    text: {
      en: {
        title: 'Black Friday from abroad: a plan that works',
        excerpt:
          'US holiday sales are open to you too. Here is how to shop them without surprises at checkout or at customs.',
        body: `Black Friday and Cyber Monday bring the year's lowest prices in US stores, and with a US address they are open to you wherever you live. A little planning turns a good deal into a good deal delivered.

## Before the sales

- Copy your US address and suite number into your favourite stores' address books now, so checkout takes seconds on the day.
- Check the list of items we cannot ship. Perfumes, aerosols and loose batteries are common holiday surprises.
- Look up your country's duty-free threshold and typical duty for what you plan to buy. Duties and taxes usually add 10% to 30% of the item value.

## On the day

- If a store refuses your card, do not lose the deal: send us the link through purchase assistance. The fee is 8% of the item cost, minimum $5.
- Keep every order confirmation. You will need the prices for your customs declaration.

## After the sales

Holiday orders arrive over one to two weeks. Your parcels are stored free for 30 days from each arrival, so wait until everything is in, then consolidate into as few boxes as possible. Declare each item with its real price, choose your FedEx service, and your holiday shopping is on its way in one shipment instead of ten.

## Mind the holiday rush

Carriers are busiest from late November to late December. If a gift must arrive before a date, request shipping early and choose International Priority.`,
      },
      es: {
        title: 'Black Friday desde el extranjero: un plan que funciona',
        excerpt:
          'Las rebajas de EE. UU. también son para ti. Así puedes aprovecharlas sin sorpresas al pagar ni en la aduana.',
        body: `El Black Friday y el Cyber Monday traen los precios más bajos del año en las tiendas de EE. UU., y con una dirección estadounidense están a tu alcance vivas donde vivas. Un poco de planificación convierte una buena oferta en una buena oferta entregada.

## Antes de las rebajas

- Guarda ya tu dirección de EE. UU. y tu número de suite en la libreta de direcciones de tus tiendas favoritas, para pagar en segundos el día de la oferta.
- Revisa la lista de artículos que no podemos enviar. Perfumes, aerosoles y baterías sueltas son sorpresas frecuentes en temporada.
- Consulta el umbral libre de impuestos de tu país y el arancel habitual de lo que piensas comprar. Aranceles e impuestos suelen sumar entre el 10 % y el 30 % del valor del artículo.

## El día de la oferta

- Si una tienda rechaza tu tarjeta, no pierdas la oferta: envíanos el enlace mediante la asistencia de compra. La tarifa es el 8 % del costo del artículo, mínimo 5 dólares.
- Guarda cada confirmación de pedido. Necesitarás los precios para tu declaración de aduana.

## Después de las rebajas

Los pedidos de temporada llegan a lo largo de una o dos semanas. Tus paquetes se almacenan gratis durante 30 días desde cada llegada, así que espera a que llegue todo y consolídalo en el menor número de cajas posible. Declara cada artículo con su precio real, elige tu servicio de FedEx, y tus compras viajarán en un solo envío en lugar de diez.

## Cuidado con la temporada alta

Los transportistas tienen su mayor volumen desde finales de noviembre hasta finales de diciembre. Si un regalo debe llegar antes de una fecha, solicita el envío con tiempo y elige International Priority.`,
      },
      ar: {
        title: 'الجمعة السوداء من خارج الولايات المتحدة: خطة ناجحة',
        excerpt:
          'تخفيضات المتاجر الأمريكية متاحة لك أيضًا. إليك كيف تستفيد منها دون مفاجآت عند الدفع أو في الجمارك.',
        body: `تحمل الجمعة السوداء والاثنين الإلكتروني أدنى أسعار العام في المتاجر الأمريكية، ومع عنوان أمريكي تصبح هذه العروض في متناولك أينما كنت. وقليل من التخطيط يحوّل الصفقة الجيدة إلى صفقة جيدة تصل إلى باب بيتك.

## قبل موسم التخفيضات

- احفظ الآن عنوانك الأمريكي ورقم جناحك في دفاتر العناوين لدى متاجرك المفضلة، لتُتم الدفع في ثوانٍ يوم العرض.
- راجع قائمة المواد التي لا يمكننا شحنها، فالعطور وعبوات الرذاذ والبطاريات المنفردة مفاجآت شائعة في هذا الموسم.
- اطّلع على حد الإعفاء الجمركي في بلدك والرسوم المعتادة على ما تنوي شراءه، إذ تضيف الرسوم والضرائب عادةً ما بين 10% و30% من قيمة السلعة.

## يوم العرض

- إذا رفض متجر بطاقتك فلا تفوّت الصفقة، بل أرسل إلينا الرابط عبر خدمة المساعدة في الشراء. رسومها 8% من تكلفة السلعة بحد أدنى 5 دولارات.
- احتفظ بكل تأكيد طلب، فستحتاج إلى الأسعار عند إعداد تصريحك الجمركي.

## بعد موسم التخفيضات

تصل طلبات الموسم على مدى أسبوع إلى أسبوعين، وتُخزَّن طرودك مجانًا لمدة 30 يومًا من وصول كل منها. لذا انتظر حتى يصل كل شيء، ثم اجمعه في أقل عدد ممكن من الصناديق. صرّح بكل سلعة بسعرها الحقيقي، واختر خدمة FedEx المناسبة، فتنطلق مشترياتك في شحنة واحدة بدلًا من عشر.

## انتبه لذروة الموسم

تبلغ شركات الشحن ذروة انشغالها من أواخر نوفمبر حتى أواخر ديسمبر. فإذا كان لا بد أن تصل هدية قبل موعد محدد، فاطلب الشحن مبكرًا واختر خدمة International Priority.`,
      },
    },
  },
  {
    slug: 'when-a-us-store-refuses-your-card',
    category: 'shopping-guides',
    daysAgo: 4,
    author: 'Daniel Ortega',
    text: {
      en: {
        title: 'When a US store refuses your card',
        excerpt:
          'Why some stores turn away foreign cards, and how purchase assistance gets you the item anyway.',
        body: `You found the right item at the right price, entered your US address, and the payment failed. It is not your bank's fault, and it is not the end of the road.

## Why it happens

Many US stores protect themselves from fraud by accepting only cards issued in the US, or only cards whose billing address matches a US address. Some also block orders paid from abroad for certain brands. Your card works; the store's rules simply do not let it through.

## How purchase assistance solves it

With purchase assistance, we buy the item for you:

- Send us the product link, the options you want (size, colour) and the quantity.
- We reply with a quote as an invoice: the item cost, our fee, the store's sales tax and any US shipping.
- Once you pay, we order it. It arrives in your suite like any other parcel, and you can consolidate it with your other purchases.

## What it costs

Our fee is 8% of the item cost, with a $5 minimum, plus the US sales tax of the store's state (typically 7% to 10%). On a $200 jacket, the fee is $16. On a $40 phone case, it is the $5 minimum.

## If something changes

If the price goes up or the item sells out before we buy it, we ask you first. Anything we could not buy is refunded to your wallet in full, including its share of the fee.`,
      },
      es: {
        title: 'Cuando una tienda de EE. UU. rechaza tu tarjeta',
        excerpt:
          'Por qué algunas tiendas rechazan tarjetas extranjeras y cómo la asistencia de compra te consigue el artículo de todos modos.',
        body: `Encontraste el artículo adecuado al precio adecuado, escribiste tu dirección de EE. UU. y el pago falló. No es culpa de tu banco, y no es el final del camino.

## Por qué ocurre

Muchas tiendas de EE. UU. se protegen del fraude aceptando solo tarjetas emitidas en EE. UU., o solo tarjetas cuya dirección de facturación sea estadounidense. Algunas también bloquean pedidos pagados desde el extranjero para ciertas marcas. Tu tarjeta funciona; simplemente las reglas de la tienda no la dejan pasar.

## Cómo lo resuelve la asistencia de compra

Con la asistencia de compra, compramos el artículo por ti:

- Envíanos el enlace del producto, las opciones que quieres (talla, color) y la cantidad.
- Te respondemos con un presupuesto en forma de factura: el costo del artículo, nuestra tarifa, el impuesto sobre las ventas de la tienda y el envío dentro de EE. UU., si lo hay.
- Cuando pagas, hacemos el pedido. Llega a tu suite como cualquier otro paquete y puedes consolidarlo con tus demás compras.

## Cuánto cuesta

Nuestra tarifa es el 8 % del costo del artículo, con un mínimo de 5 dólares, más el impuesto sobre las ventas del estado de la tienda (normalmente entre el 7 % y el 10 %). Por una chaqueta de 200 dólares, la tarifa es de 16 dólares. Por una funda de teléfono de 40 dólares, se aplica el mínimo de 5 dólares.

## Si algo cambia

Si el precio sube o el artículo se agota antes de que lo compremos, te consultamos primero. Lo que no hayamos podido comprar se reembolsa íntegramente en tu billetera, incluida su parte de la tarifa.`,
      },
      ar: {
        title: 'عندما يرفض متجر أمريكي بطاقتك',
        excerpt:
          'لماذا ترفض بعض المتاجر البطاقات الأجنبية، وكيف تحصل على السلعة رغم ذلك بفضل خدمة المساعدة في الشراء.',
        body: `وجدت السلعة المناسبة بالسعر المناسب، وأدخلت عنوانك الأمريكي، ثم فشلت عملية الدفع. ليس الخطأ خطأ مصرفك، وليست هذه نهاية الطريق.

## لماذا يحدث ذلك

تحمي متاجر أمريكية كثيرة نفسها من الاحتيال بقبول البطاقات الصادرة في الولايات المتحدة فقط، أو البطاقات المرتبطة بعنوان فوترة أمريكي فقط. وتمنع بعض المتاجر كذلك الطلبات المدفوعة من الخارج لعلامات تجارية معينة. بطاقتك سليمة، لكن قواعد المتجر لا تسمح بمرورها.

## كيف تحل خدمة المساعدة في الشراء المشكلة

مع خدمة المساعدة في الشراء، نشتري السلعة نيابةً عنك:

- أرسل إلينا رابط المنتج والخيارات التي تريدها (المقاس واللون) والكمية.
- نرد عليك بعرض سعر في صورة فاتورة تشمل تكلفة السلعة ورسومنا وضريبة المبيعات في المتجر وتكلفة الشحن داخل الولايات المتحدة إن وُجدت.
- بعد الدفع نقدّم الطلب، فتصل السلعة إلى جناحك كأي طرد آخر، ويمكنك تجميعها مع مشترياتك الأخرى.

## التكلفة

رسومنا 8% من تكلفة السلعة بحد أدنى 5 دولارات، إضافةً إلى ضريبة المبيعات في ولاية المتجر (وتتراوح عادةً بين 7% و10%). فعلى سترة ثمنها 200 دولار تبلغ الرسوم 16 دولارًا، وعلى غطاء هاتف ثمنه 40 دولارًا يُطبَّق الحد الأدنى البالغ 5 دولارات.

## إذا تغيّر شيء

إذا ارتفع السعر أو نفدت السلعة قبل شرائها، نستشيرك أولًا. ونردّ إلى محفظتك كامل قيمة ما لم نتمكن من شرائه، بما في ذلك حصته من الرسوم.`,
      },
    },
  },
]

export type SeedBlogComment = {
  post: string
  locale: Locale
  name: string
  email: string
  message: string
  status: 'approved' | 'pending'
}

/** A few readers' comments: approved ones show under the posts, pending ones wait in moderation. */
export const BLOG_COMMENTS: SeedBlogComment[] = [
  {
    post: 'five-ways-to-pay-less-for-international-shipping',
    locale: 'en',
    name: 'Priya S.',
    email: 'priya@example.in',
    message:
      'Waiting two weeks and consolidating four orders cut my shipping bill almost in half. Wish I had known sooner!',
    status: 'approved',
  },
  {
    post: 'packing-for-less-why-box-size-matters',
    locale: 'en',
    name: 'Tom W.',
    email: 'tom@example.co.uk',
    message: 'Do you keep the original product boxes when you repack? I resell some items.',
    status: 'pending',
  },
  {
    post: 'five-ways-to-pay-less-for-international-shipping',
    locale: 'es',
    name: 'Carlos M.',
    email: 'carlos@example.mx',
    message:
      'Muy útil. Junté tres pedidos en una caja y el envío a Guadalajara me salió mucho más barato.',
    status: 'approved',
  },
  {
    post: 'black-friday-from-abroad',
    locale: 'es',
    name: 'Valentina R.',
    email: 'valentina@example.co',
    message: '¿Hasta qué fecha conviene pedir para que llegue antes de Navidad a Colombia?',
    status: 'pending',
  },
  {
    post: 'when-a-us-store-refuses-your-card',
    locale: 'ar',
    name: 'سارة',
    email: 'sara@example.ae',
    message:
      'استخدمت خدمة المساعدة في الشراء لأول مرة، ووصلت السلعة إلى جناحي خلال أسبوع. خدمة ممتازة.',
    status: 'approved',
  },
]
