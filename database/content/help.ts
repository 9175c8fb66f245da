/**
 * The help center as it ships: categories and articles in English, Spanish and Arabic
 * (Modern Standard Arabic). Slugs are Latin and the same in every language, so the
 * language switcher, which keeps the slug, lands on the same article.
 *
 * Bodies are plain text for ArticleBody: blank lines between paragraphs, "- " list
 * lines, "## " headings.
 */
import type { Locale } from '#models/user'

type Localized<T> = Record<Locale, T>

export type SeedHelpCategory = {
  slug: string
  position: number
  text: Localized<{ name: string; description: string }>
}

export type SeedHelpArticle = {
  slug: string
  category: string
  position: number
  text: Localized<{ title: string; summary: string; body: string }>
}

export const HELP_CATEGORIES: SeedHelpCategory[] = [
  {
    slug: 'getting-started',
    position: 1,
    text: {
      en: {
        name: 'Getting started',
        description: 'Your free US address and how to use it when you shop.',
      },
      es: {
        name: 'Primeros pasos',
        description: 'Tu dirección gratuita en EE. UU. y cómo usarla al comprar.',
      },
      ar: {
        name: 'البدء',
        description: 'عنوانك الأمريكي المجاني وكيفية استخدامه عند التسوق.',
      },
    },
  },
  {
    slug: 'shipping',
    position: 2,
    text: {
      en: {
        name: 'Shipping and consolidation',
        description: 'Combining parcels, how the box is weighed, and what you pay.',
      },
      es: {
        name: 'Envíos y consolidación',
        description: 'Cómo unimos tus paquetes, cómo se pesa la caja y cuánto pagas.',
      },
      ar: {
        name: 'الشحن والتجميع',
        description: 'تجميع الطرود، وطريقة وزن الصندوق، وما تدفعه مقابل الشحن.',
      },
    },
  },
  {
    slug: 'customs',
    position: 3,
    text: {
      en: {
        name: 'Customs and restrictions',
        description: 'Duties, taxes, declarations and the items we cannot ship.',
      },
      es: {
        name: 'Aduanas y restricciones',
        description: 'Aranceles, impuestos, declaraciones y los artículos que no podemos enviar.',
      },
      ar: {
        name: 'الجمارك والقيود',
        description: 'الرسوم الجمركية والضرائب والتصريح الجمركي والمواد التي لا يمكننا شحنها.',
      },
    },
  },
  {
    slug: 'returns-and-purchases',
    position: 4,
    text: {
      en: {
        name: 'Returns and purchase assistance',
        description: 'Sending items back, and buying from stores that refuse foreign cards.',
      },
      es: {
        name: 'Devoluciones y asistencia de compra',
        description:
          'Cómo devolver artículos y comprar en tiendas que rechazan tarjetas extranjeras.',
      },
      ar: {
        name: 'الإرجاع والمساعدة في الشراء',
        description: 'إعادة المشتريات، والشراء من المتاجر التي ترفض البطاقات الأجنبية.',
      },
    },
  },
]

export const HELP_ARTICLES: SeedHelpArticle[] = [
  {
    slug: 'how-your-us-address-works',
    category: 'getting-started',
    position: 1,
    text: {
      en: {
        title: 'How your US address works',
        summary:
          'Sign up, copy your address with its suite number, and shop at any US store as if you lived in California.',
        body: `When you create an account you get a free US address at our warehouse in Carson, California, with a suite number that is yours alone, for example SG-48213. US stores ship to it like to any home address, and we take care of the rest.

## Using the address at checkout

Type the address exactly as your dashboard shows it:

- Name: your own first and last name
- Address line 1: 1250 E Watson Center Rd
- Address line 2: your suite number (for example Suite SG-48213)
- City, state and ZIP: Carson, CA 90745
- Country: United States

The suite number is how the warehouse knows a parcel is yours. If a store has no second address line, put the suite number right after the street. A parcel without a suite number takes longer to identify and may be delayed.

## What happens when a parcel arrives

We log every parcel the day it arrives, weigh and measure it, take photos, and add it to your Packages page. You get a notification, and you can check the contents in the photos before anything leaves the US.

## Storage and shipping

Storage is free for 30 days from the day a parcel arrives. In that time you can wait for more orders and ship everything together (see Consolidation), or request shipping straight away. When you are ready, choose the parcels, the destination address and a FedEx service, pay the invoice, and we ship.`,
      },
      es: {
        title: 'Cómo funciona tu dirección en EE. UU.',
        summary:
          'Regístrate, copia tu dirección con su número de suite y compra en cualquier tienda de EE. UU. como si vivieras en California.',
        body: `Al crear tu cuenta recibes una dirección gratuita en EE. UU., en nuestro almacén de Carson, California, con un número de suite que es solo tuyo, por ejemplo SG-48213. Las tiendas estadounidenses envían a ella como a cualquier domicilio, y nosotros nos encargamos del resto.

## Cómo usar la dirección al pagar

Escribe la dirección tal como aparece en tu panel:

- Nombre: tu nombre y apellido
- Línea de dirección 1: 1250 E Watson Center Rd
- Línea de dirección 2: tu número de suite (por ejemplo Suite SG-48213)
- Ciudad, estado y código postal: Carson, CA 90745
- País: Estados Unidos

El número de suite es lo que permite al almacén saber que el paquete es tuyo. Si la tienda no ofrece una segunda línea, escríbelo justo después de la calle. Un paquete sin número de suite tarda más en identificarse y puede retrasarse.

## Qué pasa cuando llega un paquete

Registramos cada paquete el mismo día en que llega: lo pesamos, lo medimos, le tomamos fotos y lo añadimos a tu página de Paquetes. Recibes una notificación y puedes revisar el contenido en las fotos antes de que salga de EE. UU.

## Almacenamiento y envío

El almacenamiento es gratuito durante 30 días desde la llegada de cada paquete. En ese tiempo puedes esperar a que lleguen más compras y enviarlo todo junto (consulta Consolidación), o solicitar el envío de inmediato. Cuando quieras, elige los paquetes, la dirección de destino y un servicio de FedEx, paga la factura y lo enviamos.`,
      },
      ar: {
        title: 'كيف يعمل عنوانك في الولايات المتحدة',
        summary:
          'سجّل حسابك، وانسخ عنوانك مع رقم الجناح الخاص بك، وتسوّق من أي متجر أمريكي كأنك تقيم في كاليفورنيا.',
        body: `عند إنشاء حسابك تحصل على عنوان أمريكي مجاني في مستودعنا بمدينة كارسون في ولاية كاليفورنيا، مع رقم جناح (Suite) خاص بك وحدك، مثل SG-48213. تشحن المتاجر الأمريكية إلى هذا العنوان كما تشحن إلى أي عنوان سكني، ونتولّى نحن بقية الخطوات.

## كيف تستخدم العنوان عند الدفع

اكتب العنوان كما يظهر في لوحة التحكم تمامًا:

- الاسم: اسمك الأول واسم العائلة
- سطر العنوان الأول: 1250 E Watson Center Rd
- سطر العنوان الثاني: رقم الجناح الخاص بك (مثل Suite SG-48213)
- المدينة والولاية والرمز البريدي: Carson, CA 90745
- الدولة: الولايات المتحدة

رقم الجناح هو ما يعرّف المستودع بأن الطرد يخصّك. إذا لم يوفّر المتجر سطرًا ثانيًا للعنوان، فاكتب رقم الجناح بعد اسم الشارع مباشرة. أما الطرد الذي يصل دون رقم جناح فيستغرق التعرّف عليه وقتًا أطول وقد يتأخر.

## ماذا يحدث عند وصول الطرد

نسجّل كل طرد في يوم وصوله، فنزنه ونقيس أبعاده ونلتقط له صورًا ونضيفه إلى صفحة الطرود في حسابك. يصلك إشعار بذلك، ويمكنك مراجعة المحتويات من خلال الصور قبل أن يغادر أي شيء الولايات المتحدة.

## التخزين والشحن

التخزين مجاني لمدة 30 يومًا من تاريخ وصول كل طرد. يمكنك خلال هذه المدة انتظار وصول مشتريات أخرى وشحنها معًا (راجع مقال التجميع)، أو طلب الشحن فورًا. وعندما تكون مستعدًا، اختر الطرود وعنوان التسليم وإحدى خدمات FedEx، ثم ادفع الفاتورة ونتولّى الشحن.`,
      },
    },
  },
  {
    slug: 'package-consolidation',
    category: 'shipping',
    position: 2,
    text: {
      en: {
        title: 'Consolidation: ship several parcels as one',
        summary:
          'We combine your parcels into one box for free, so you pay one international shipment instead of several.',
        body: `International shipping prices have a high starting cost per box. Sending three small parcels separately means paying that starting cost three times. Consolidation puts them in one box, so you pay it once.

## A real example

Three parcels shipped one by one cost $45, $38 and $52: $135 in total. Consolidated into one box, the same items cost $48 to ship. That is $87 saved, 65% less. Depending on the parcels, savings can reach 70%.

## How to consolidate

- Keep shopping while your first parcels wait at the warehouse: storage is free for 30 days from each arrival.
- When everything has arrived, open Packages, select the parcels you want to send together and request shipping.
- We open the store boxes, remove empty space and bulky packaging, and repack everything in one sturdy box.
- You receive an invoice with the final weight and price. Once it is paid, the box leaves on the FedEx service you chose.

Consolidation itself is free. Fragile items are wrapped again before they go in the new box; original product packaging is kept unless you ask us to remove it.

## Good to know

- A consolidated box must still fit the carrier limits: at most 150 lb, 108 in long, and 130 in length plus girth. Larger orders are split into several boxes.
- Repacking often makes the box smaller, which also lowers its dimensional weight (see Dimensional weight).
- Declare the contents of each parcel before you request shipping: the customs declaration is built from them.`,
      },
      es: {
        title: 'Consolidación: envía varios paquetes como uno solo',
        summary:
          'Unimos tus paquetes en una sola caja sin costo, así pagas un solo envío internacional en lugar de varios.',
        body: `Las tarifas de envío internacional tienen un costo inicial alto por cada caja. Enviar tres paquetes pequeños por separado significa pagar ese costo tres veces. La consolidación los reúne en una sola caja y lo pagas una vez.

## Un ejemplo real

Tres paquetes enviados uno por uno cuestan 45, 38 y 52 dólares: 135 dólares en total. Consolidados en una sola caja, los mismos artículos cuestan 48 dólares. Es un ahorro de 87 dólares, un 65 % menos. Según los paquetes, el ahorro puede llegar al 70 %.

## Cómo consolidar

- Sigue comprando mientras tus primeros paquetes esperan en el almacén: el almacenamiento es gratuito durante 30 días desde cada llegada.
- Cuando todo haya llegado, abre Paquetes, selecciona los que quieres enviar juntos y solicita el envío.
- Abrimos las cajas de las tiendas, quitamos el espacio vacío y el embalaje voluminoso, y lo reempacamos todo en una caja resistente.
- Recibes una factura con el peso y el precio finales. Una vez pagada, la caja sale con el servicio de FedEx que elegiste.

La consolidación en sí es gratuita. Los artículos frágiles se vuelven a proteger antes de entrar en la nueva caja; el empaque original del producto se conserva, salvo que nos pidas retirarlo.

## Conviene saber

- La caja consolidada debe respetar los límites del transportista: hasta 150 lb, 108 pulgadas de largo y 130 pulgadas de largo más perímetro. Los pedidos más grandes se dividen en varias cajas.
- Reempacar suele reducir el tamaño de la caja, y con ello su peso volumétrico (consulta Peso volumétrico).
- Declara el contenido de cada paquete antes de solicitar el envío: la declaración de aduana se prepara a partir de esos datos.`,
      },
      ar: {
        title: 'التجميع: اشحن عدة طرود كطرد واحد',
        summary: 'نجمع طرودك في صندوق واحد مجانًا، فتدفع أجرة شحنة دولية واحدة بدلًا من عدة شحنات.',
        body: `تتضمن أسعار الشحن الدولي تكلفة أساسية مرتفعة لكل صندوق. وإرسال ثلاثة طرود صغيرة كلٍّ على حدة يعني دفع هذه التكلفة ثلاث مرات. أما التجميع فيضعها في صندوق واحد، فتدفعها مرة واحدة فقط.

## مثال واقعي

كلّف شحن ثلاثة طرود منفردة 45 و38 و52 دولارًا، أي 135 دولارًا إجمالًا. وعند تجميعها في صندوق واحد كلّف شحن المحتويات نفسها 48 دولارًا فقط، أي توفير 87 دولارًا بنسبة 65%. وقد يصل التوفير إلى 70% بحسب الطرود.

## كيف تجمع طرودك

- واصل التسوق بينما تنتظر طرودك الأولى في المستودع، فالتخزين مجاني لمدة 30 يومًا من وصول كل طرد.
- عندما تصل جميع مشترياتك، افتح صفحة الطرود، واختر الطرود التي تريد شحنها معًا، ثم اطلب الشحن.
- نفتح صناديق المتاجر، ونزيل الفراغات ومواد التغليف الضخمة، ثم نعيد تغليف كل شيء في صندوق متين واحد.
- تصلك فاتورة بالوزن والسعر النهائيين، وبعد سدادها يغادر الصندوق عبر خدمة FedEx التي اخترتها.

خدمة التجميع نفسها مجانية. نعيد تغليف القطع القابلة للكسر بعناية قبل وضعها في الصندوق الجديد، ونحتفظ بعبوات المنتجات الأصلية ما لم تطلب منا إزالتها.

## معلومات مفيدة

- يجب أن يلتزم الصندوق المجمّع بحدود شركة الشحن: 150 رطلًا كحد أقصى، وطول لا يتجاوز 108 بوصات، ومجموع الطول والمحيط لا يتجاوز 130 بوصة. وتُقسَّم الطلبات الأكبر على عدة صناديق.
- غالبًا ما تُصغّر إعادة التغليف حجم الصندوق، فينخفض وزنه الحجمي أيضًا (راجع مقال الوزن الحجمي).
- صرّح بمحتويات كل طرد قبل طلب الشحن، إذ يُعدّ التصريح الجمركي بناءً على هذه البيانات.`,
      },
    },
  },
  {
    slug: 'dimensional-weight',
    category: 'shipping',
    position: 3,
    text: {
      en: {
        title: 'Dimensional weight, with a worked example',
        summary:
          'Light but bulky boxes are billed by their size. Here is the formula and how to keep the number down.',
        body: `Carriers charge for the space a box takes in the plane, not only for what it weighs. That is why every shipment has two weights, and you pay for the larger one.

## The formula

- Dimensional weight = length × width × height (in inches) ÷ 139, rounded up to the next half pound.
- Billable weight = the greater of the actual weight and the dimensional weight.

## Worked example

You order a pair of boots. They weigh 2 lb, but the store ships them in a box of 20 × 16 × 12 in.

- Volume: 20 × 16 × 12 = 3,840 cubic inches
- Dimensional weight: 3,840 ÷ 139 = 27.63, rounded up to 28 lb
- Billable weight: the greater of 2 lb and 28 lb, so 28 lb

The same boots repacked in a box of 14 × 10 × 8 in:

- Volume: 14 × 10 × 8 = 1,120 cubic inches
- Dimensional weight: 1,120 ÷ 139 = 8.06, rounded up to 8.5 lb
- Billable weight: 8.5 lb, less than a third of the original

## How to pay for less air

- Consolidate: several items in one well-packed box waste less space than several store boxes.
- Let us repack: we remove oversized store boxes and filler when it is safe to do so.
- Check before you buy: the shipping calculator shows the actual, dimensional and billable weight of any box, with the price of each FedEx service.`,
      },
      es: {
        title: 'Peso volumétrico, con un ejemplo paso a paso',
        summary:
          'Las cajas ligeras pero voluminosas se cobran por su tamaño. Aquí tienes la fórmula y cómo reducir la cifra.',
        body: `Los transportistas cobran por el espacio que ocupa una caja en el avión, no solo por lo que pesa. Por eso cada envío tiene dos pesos y pagas por el mayor.

## La fórmula

- Peso volumétrico = largo × ancho × alto (en pulgadas) ÷ 139, redondeado hacia arriba a la siguiente media libra.
- Peso facturable = el mayor entre el peso real y el peso volumétrico.

## Ejemplo paso a paso

Compras un par de botas. Pesan 2 lb, pero la tienda las envía en una caja de 20 × 16 × 12 pulgadas.

- Volumen: 20 × 16 × 12 = 3840 pulgadas cúbicas
- Peso volumétrico: 3840 ÷ 139 = 27,63, redondeado a 28 lb
- Peso facturable: el mayor entre 2 lb y 28 lb, es decir, 28 lb

Las mismas botas reempacadas en una caja de 14 × 10 × 8 pulgadas:

- Volumen: 14 × 10 × 8 = 1120 pulgadas cúbicas
- Peso volumétrico: 1120 ÷ 139 = 8,06, redondeado a 8,5 lb
- Peso facturable: 8,5 lb, menos de un tercio del original

## Cómo pagar menos por el aire

- Consolida: varios artículos en una caja bien empacada desperdician menos espacio que varias cajas de tienda.
- Déjanos reempacar: retiramos las cajas demasiado grandes y el relleno cuando es seguro hacerlo.
- Calcula antes de comprar: la calculadora de envíos muestra el peso real, el volumétrico y el facturable de cualquier caja, con el precio de cada servicio de FedEx.`,
      },
      ar: {
        title: 'الوزن الحجمي مع مثال محسوب',
        summary:
          'تُحتسب أجرة الصناديق الخفيفة كبيرة الحجم وفق أبعادها. إليك المعادلة وطرق خفض هذا الرقم.',
        body: `تتقاضى شركات الشحن أجرتها مقابل المساحة التي يشغلها الصندوق في الطائرة، لا مقابل وزنه فحسب. لذلك يكون لكل شحنة وزنان، وتدفع مقابل الأكبر منهما.

## المعادلة

- الوزن الحجمي = الطول × العرض × الارتفاع (بالبوصة) ÷ 139، مقرّبًا إلى أعلى لأقرب نصف رطل.
- الوزن المحتسب = الأكبر بين الوزن الفعلي والوزن الحجمي.

## مثال محسوب

تشتري زوجًا من الأحذية الطويلة وزنه 2 رطل، لكن المتجر يشحنه في صندوق أبعاده 20 × 16 × 12 بوصة.

- الحجم: 20 × 16 × 12 = 3840 بوصة مكعبة
- الوزن الحجمي: 3840 ÷ 139 = 27.63، ويُقرَّب إلى 28 رطلًا
- الوزن المحتسب: الأكبر بين 2 رطل و28 رطلًا، أي 28 رطلًا

والحذاء نفسه بعد إعادة تغليفه في صندوق أبعاده 14 × 10 × 8 بوصات:

- الحجم: 14 × 10 × 8 = 1120 بوصة مكعبة
- الوزن الحجمي: 1120 ÷ 139 = 8.06، ويُقرَّب إلى 8.5 أرطال
- الوزن المحتسب: 8.5 أرطال، أي أقل من ثلث الوزن الأصلي

## كيف تتجنب دفع ثمن الفراغ

- اجمع طرودك: وضع عدة قطع في صندوق واحد محكم التغليف يهدر مساحة أقل من صناديق المتاجر المتعددة.
- اسمح لنا بإعادة التغليف: نستبدل صناديق المتاجر الكبيرة ونزيل مواد الحشو متى كان ذلك آمنًا.
- احسب قبل الشراء: تعرض حاسبة الشحن الوزن الفعلي والحجمي والمحتسب لأي صندوق، مع سعر كل خدمة من خدمات FedEx.`,
      },
    },
  },
  {
    slug: 'customs-duties-and-taxes',
    category: 'customs',
    position: 4,
    text: {
      en: {
        title: 'Customs duties and taxes',
        summary:
          'What your country may charge on imports, who collects it, and how an accurate declaration avoids delays.',
        body: `Every international shipment goes through customs in the destination country. Customs may charge two things on what you import: duties and taxes. They are set by your country, not by us or by FedEx.

## How much to expect

- Duties depend on the kind of item and where it was made: from 0% for many electronics to 50% or more for some clothing, footwear and luxury goods.
- Taxes such as VAT, GST or sales tax usually range from 5% to 25%.
- Together, duties and taxes typically come to 10% to 30% of the value of the items.
- Many countries exempt low-value shipments below a threshold, and some charge a small clearance fee on top.

Duties and taxes are calculated on the value of the goods, often with the shipping cost added. They are collected by FedEx on behalf of customs, before or at delivery.

## Your customs declaration

Before a shipment leaves, you declare what is inside each package: a plain description (for example "cotton T-shirts", not "clothes"), the quantity, the price you paid per item and the country where it was made. We print this on the commercial invoice that travels with the box.

Declare the real price you paid. Undervaluing is illegal in every country, and customs officers compare declarations with store prices: a shipment can be held, fined or returned, and that costs far more than the duty saved.

## Avoiding delays

- Keep your order confirmations: customs may ask for proof of value.
- Make sure the recipient's name and phone number are correct, so FedEx can reach them about payment.
- Check your country's rules for items that need a permit, such as medicines, cosmetics in large quantities or food.`,
      },
      es: {
        title: 'Aranceles e impuestos de aduana',
        summary:
          'Lo que tu país puede cobrar por las importaciones, quién lo cobra y cómo una declaración correcta evita retrasos.',
        body: `Todo envío internacional pasa por la aduana del país de destino. La aduana puede cobrar dos conceptos por lo que importas: aranceles e impuestos. Los fija tu país, no nosotros ni FedEx.

## Cuánto esperar

- Los aranceles dependen del tipo de artículo y de dónde se fabricó: desde el 0 % para muchos productos electrónicos hasta el 50 % o más para algunas prendas, calzado y artículos de lujo.
- Los impuestos, como el IVA o el impuesto sobre las ventas, suelen ir del 5 % al 25 %.
- En conjunto, aranceles e impuestos suelen sumar entre el 10 % y el 30 % del valor de los artículos.
- Muchos países eximen los envíos de bajo valor por debajo de un umbral, y algunos cobran además una pequeña tasa de despacho.

Los aranceles e impuestos se calculan sobre el valor de la mercancía, a menudo sumando el costo del envío. FedEx los cobra en nombre de la aduana, antes de la entrega o en el momento de la entrega.

## Tu declaración de aduana

Antes de que salga un envío, declaras qué hay dentro de cada paquete: una descripción clara (por ejemplo "camisetas de algodón", no "ropa"), la cantidad, el precio que pagaste por unidad y el país donde se fabricó. Imprimimos estos datos en la factura comercial que viaja con la caja.

Declara el precio real que pagaste. Declarar un valor menor es ilegal en todos los países, y los agentes de aduana comparan las declaraciones con los precios de las tiendas: el envío puede quedar retenido, recibir una multa o ser devuelto, lo que cuesta mucho más que el arancel ahorrado.

## Cómo evitar retrasos

- Guarda las confirmaciones de tus pedidos: la aduana puede pedir una prueba del valor.
- Comprueba que el nombre y el teléfono del destinatario sean correctos, para que FedEx pueda contactarlo sobre el pago.
- Revisa las normas de tu país para artículos que requieren permiso, como medicamentos, cosméticos en grandes cantidades o alimentos.`,
      },
      ar: {
        title: 'الرسوم الجمركية والضرائب',
        summary: 'ما قد تفرضه دولتك على الواردات، ومن يحصّله، وكيف يجنّبك التصريح الدقيق التأخير.',
        body: `تمرّ كل شحنة دولية بالجمارك في بلد الوجهة، وقد تفرض الجمارك على ما تستورده نوعين من المبالغ: الرسوم الجمركية والضرائب. وتحدّد دولتك هذه المبالغ، لا نحن ولا شركة FedEx.

## ما الذي تتوقعه

- تعتمد الرسوم الجمركية على نوع السلعة وبلد صنعها، وتتراوح بين 0% لكثير من الأجهزة الإلكترونية و50% أو أكثر لبعض الملابس والأحذية والسلع الفاخرة.
- تتراوح الضرائب، مثل ضريبة القيمة المضافة أو ضريبة المبيعات، عادةً بين 5% و25%.
- يبلغ مجموع الرسوم والضرائب عادةً ما بين 10% و30% من قيمة السلع.
- تعفي دول كثيرة الشحنات منخفضة القيمة التي تقل عن حدّ معيّن، وتفرض بعض الدول رسم تخليص بسيطًا إضافيًا.

تُحتسب الرسوم والضرائب على قيمة البضائع، وكثيرًا ما تُضاف إليها تكلفة الشحن. وتحصّلها FedEx نيابةً عن الجمارك قبل التسليم أو عنده.

## تصريحك الجمركي

قبل مغادرة الشحنة، تصرّح بمحتويات كل طرد: وصف واضح (مثل «قمصان قطنية» لا «ملابس»)، والكمية، والسعر الذي دفعته للقطعة الواحدة، وبلد الصنع. ونطبع هذه البيانات على الفاتورة التجارية المرافقة للصندوق.

صرّح بالسعر الحقيقي الذي دفعته. فالتصريح بقيمة أقل مخالف للقانون في جميع الدول، ويقارن موظفو الجمارك التصاريح بأسعار المتاجر، وقد تُحتجز الشحنة أو تُفرض عليها غرامة أو تُعاد، وهذا يكلّف أكثر بكثير من الرسوم التي حاولت توفيرها.

## كيف تتجنب التأخير

- احتفظ بتأكيدات طلباتك، فقد تطلب الجمارك إثباتًا للقيمة.
- تأكد من صحة اسم المستلم ورقم هاتفه، كي تتمكن FedEx من التواصل معه بشأن الدفع.
- راجع أنظمة بلدك بشأن السلع التي تتطلب تصريحًا، مثل الأدوية ومستحضرات التجميل بكميات كبيرة والأغذية.`,
      },
    },
  },
  {
    slug: 'prohibited-items',
    category: 'customs',
    position: 5,
    text: {
      en: {
        title: 'Items we cannot ship',
        summary:
          'Dangerous goods, weapons and other items that airlines, US export law or customs do not allow.',
        body: `Some items cannot travel by air or leave the United States, whatever their destination. Check this list before you buy: if one of these reaches the warehouse, we cannot ship it, and we will contact you to arrange its return to the sender or its disposal.

## Never accepted

- Firearms, gun parts and ammunition
- Explosives, fireworks, gunpowder and flares
- Weapons such as tasers, stun guns, pepper spray, switchblades and brass knuckles
- Flammable liquids and gases: gasoline, lighter fluid, butane, paint thinner, nail polish remover
- Compressed gas: CO2 cartridges, scuba tanks, propane and helium cylinders
- Corrosives and poisons: bleach, drain cleaner, battery acid, pesticides
- Narcotics and cannabis products, including edibles
- Cash, banknotes, gold bullion and money orders
- Live animals, insects and plants
- Counterfeit or replica branded goods
- E-cigarettes, vapes, e-liquids and tobacco

## Restricted: check first

- Lithium batteries ship only inside or with the device they power, never loose.
- Perfumes and aerosols are limited by many airlines and countries.
- Medicines, supplements, food and cosmetics may need a permit in your country.

When you declare a package, we check the description against this list and warn you before you pay. If you are unsure about an item, write to us before you order.`,
      },
      es: {
        title: 'Artículos que no podemos enviar',
        summary:
          'Mercancías peligrosas, armas y otros artículos que las aerolíneas, las leyes de exportación de EE. UU. o la aduana no permiten.',
        body: `Algunos artículos no pueden viajar por avión ni salir de Estados Unidos, sea cual sea su destino. Revisa esta lista antes de comprar: si uno de ellos llega al almacén, no podremos enviarlo y te contactaremos para devolverlo al remitente o desecharlo.

## Nunca aceptados

- Armas de fuego, piezas de armas y municiones
- Explosivos, fuegos artificiales, pólvora y bengalas
- Armas como táseres, pistolas eléctricas, spray de pimienta, navajas automáticas y puños americanos
- Líquidos y gases inflamables: gasolina, líquido para encendedores, butano, disolvente de pintura, quitaesmalte
- Gas comprimido: cartuchos de CO2, tanques de buceo, cilindros de propano y helio
- Corrosivos y venenos: lejía, desatascadores, ácido de batería, pesticidas
- Narcóticos y productos de cannabis, incluidos los comestibles
- Dinero en efectivo, billetes, lingotes de oro y giros postales
- Animales vivos, insectos y plantas
- Productos de marca falsificados o réplicas
- Cigarrillos electrónicos, vapeadores, líquidos para vapear y tabaco

## Restringidos: consulta antes

- Las baterías de litio solo se envían dentro del dispositivo que alimentan o junto a él, nunca sueltas.
- Los perfumes y aerosoles están limitados por muchas aerolíneas y países.
- Los medicamentos, suplementos, alimentos y cosméticos pueden requerir un permiso en tu país.

Cuando declaras un paquete, comparamos la descripción con esta lista y te avisamos antes de que pagues. Si tienes dudas sobre un artículo, escríbenos antes de comprarlo.`,
      },
      ar: {
        title: 'المواد التي لا يمكننا شحنها',
        summary:
          'البضائع الخطرة والأسلحة وغيرها من المواد التي لا تسمح بها شركات الطيران أو قوانين التصدير الأمريكية أو الجمارك.',
        body: `لا يمكن نقل بعض المواد جوًا ولا إخراجها من الولايات المتحدة أيًّا كانت وجهتها. راجع هذه القائمة قبل الشراء، فإذا وصلت إحدى هذه المواد إلى المستودع فلن نتمكن من شحنها، وسنتواصل معك لإعادتها إلى المرسِل أو التخلص منها.

## مواد لا نقبلها أبدًا

- الأسلحة النارية وقطعها والذخيرة
- المتفجرات والألعاب النارية والبارود والمشاعل
- الأسلحة مثل أجهزة الصعق الكهربائي ورذاذ الفلفل والسكاكين القابلة للطي تلقائيًا واللكمات الحديدية
- السوائل والغازات القابلة للاشتعال: البنزين وسائل الولاعات والبيوتان ومخفف الطلاء ومزيل طلاء الأظافر
- الغازات المضغوطة: خراطيش ثاني أكسيد الكربون وأسطوانات الغوص وأسطوانات البروبان والهيليوم
- المواد المسببة للتآكل والسموم: المبيّض ومنظف المجاري وحمض البطاريات والمبيدات
- المخدرات ومنتجات القنب، بما فيها المأكولات المحتوية عليه
- النقود والأوراق المالية وسبائك الذهب والحوالات البريدية
- الحيوانات والحشرات والنباتات الحية
- السلع المقلّدة أو النسخ المزيفة من العلامات التجارية
- السجائر الإلكترونية وأجهزة التبخير وسوائلها ومنتجات التبغ

## مواد مقيّدة: استفسر أولًا

- لا تُشحن بطاريات الليثيوم إلا داخل الجهاز الذي تشغّله أو مرفقة به، ولا تُشحن منفردة أبدًا.
- تفرض كثير من شركات الطيران والدول قيودًا على العطور وعبوات الرذاذ.
- قد تحتاج الأدوية والمكملات الغذائية والأطعمة ومستحضرات التجميل إلى تصريح في بلدك.

عندما تصرّح بمحتويات طرد، نقارن الوصف بهذه القائمة وننبّهك قبل الدفع. وإذا كنت غير متأكد من سلعة ما، فراسلنا قبل أن تطلبها.`,
      },
    },
  },
  {
    slug: 'returns-policy',
    category: 'returns-and-purchases',
    position: 6,
    text: {
      en: {
        title: 'Returns: windows, fees and timing',
        summary:
          'Ask within 15 days of delivery, ship back within 15 more days, and receive 70% of the invoice after inspection.',
        body: `If something you received is not what you wanted, you can send it back through us. Returns follow fixed windows so that everyone knows where they stand.

## Step by step

- Ask for a return within 15 days of delivery, from your Orders page or by contacting support. Tell us what you are returning and why.
- We review the request within 1 to 3 business days and send you the return instructions.
- Once approved, you have 15 more days to ship the items back to our warehouse, unused and in their original packaging.
- We inspect the items within 3 to 5 business days of their arrival.
- The refund reaches your wallet at most 15 days after inspection.

From request to refund, expect about 3 to 4 weeks in total.

## What you get back

Refunds are 70% of the whole invoice. The remaining 30% is a restocking fee that covers the two international trips, handling and inspection. For example, on a $100 invoice you receive $70.

## When a return is refused

- The request arrives more than 15 days after delivery.
- The items are shipped back after the 15-day window.
- The items are used, damaged or incomplete when they arrive.
- The items are on the list of items we cannot ship.

Return shipping to our warehouse is paid by you. If an item arrived damaged or was not what you ordered, contact us first: in those cases the store is usually the fastest way to a full refund, and we help you with the claim.`,
      },
      es: {
        title: 'Devoluciones: plazos, cargos y tiempos',
        summary:
          'Solicítala en los 15 días posteriores a la entrega, devuélvela en los 15 días siguientes y recibe el 70 % de la factura tras la inspección.',
        body: `Si algo que recibiste no es lo que querías, puedes devolverlo a través de nosotros. Las devoluciones siguen plazos fijos para que todos sepan a qué atenerse.

## Paso a paso

- Solicita la devolución dentro de los 15 días posteriores a la entrega, desde tu página de Pedidos o contactando con soporte. Indícanos qué devuelves y por qué.
- Revisamos la solicitud en 1 a 3 días hábiles y te enviamos las instrucciones de devolución.
- Una vez aprobada, tienes 15 días más para enviar los artículos a nuestro almacén, sin usar y en su empaque original.
- Inspeccionamos los artículos en 3 a 5 días hábiles desde su llegada.
- El reembolso llega a tu billetera como máximo 15 días después de la inspección.

Desde la solicitud hasta el reembolso, calcula entre 3 y 4 semanas en total.

## Cuánto recibes

El reembolso es el 70 % del total de la factura. El 30 % restante es un cargo por reposición que cubre los dos trayectos internacionales, la manipulación y la inspección. Por ejemplo, en una factura de 100 dólares recibes 70 dólares.

## Cuándo se rechaza una devolución

- La solicitud llega más de 15 días después de la entrega.
- Los artículos se envían después del plazo de 15 días.
- Los artículos llegan usados, dañados o incompletos.
- Los artículos están en la lista de artículos que no podemos enviar.

El envío de la devolución hasta nuestro almacén corre por tu cuenta. Si un artículo llegó dañado o no es lo que pediste, contáctanos primero: en esos casos la tienda suele ser el camino más rápido para un reembolso completo, y te ayudamos con el reclamo.`,
      },
      ar: {
        title: 'المرتجعات: المهل والرسوم والمدد الزمنية',
        summary:
          'اطلب الإرجاع خلال 15 يومًا من التسليم، وأعد الشحن خلال 15 يومًا أخرى، واسترد 70% من الفاتورة بعد الفحص.',
        body: `إذا لم يكن ما استلمته مطابقًا لما أردته، يمكنك إعادته عن طريقنا. وتخضع المرتجعات لمهل محددة حتى يعرف الجميع ما لهم وما عليهم.

## الخطوات

- اطلب الإرجاع خلال 15 يومًا من تاريخ التسليم، من صفحة الطلبات أو بالتواصل مع فريق الدعم، مع ذكر ما تعيده وسبب الإرجاع.
- نراجع طلبك خلال يوم إلى ثلاثة أيام عمل، ونرسل إليك تعليمات الإرجاع.
- بعد الموافقة، أمامك 15 يومًا أخرى لشحن السلع إلى مستودعنا غير مستعملة وفي عبوتها الأصلية.
- نفحص السلع خلال ثلاثة إلى خمسة أيام عمل من وصولها.
- يصل المبلغ المسترد إلى محفظتك خلال 15 يومًا على الأكثر من الفحص.

تستغرق العملية كلها، من الطلب حتى الاسترداد، نحو ثلاثة إلى أربعة أسابيع.

## المبلغ الذي تسترده

يبلغ المبلغ المسترد 70% من إجمالي الفاتورة، أما نسبة 30% المتبقية فهي رسوم إعادة التخزين التي تغطي رحلتي الشحن الدوليتين والمناولة والفحص. فعلى سبيل المثال، تسترد 70 دولارًا من فاتورة قيمتها 100 دولار.

## متى يُرفض الإرجاع

- إذا قُدّم الطلب بعد أكثر من 15 يومًا من التسليم.
- إذا شُحنت السلع بعد انقضاء مهلة الخمسة عشر يومًا.
- إذا وصلت السلع مستعملة أو تالفة أو ناقصة.
- إذا كانت السلع ضمن قائمة المواد التي لا يمكننا شحنها.

تتحمّل أنت تكلفة شحن المرتجعات إلى مستودعنا. وإذا وصلت سلعة تالفة أو مخالفة لما طلبته، فتواصل معنا أولًا، إذ يكون المتجر في هذه الحالات عادةً أسرع طريق لاسترداد المبلغ كاملًا، ونحن نساعدك في تقديم المطالبة.`,
      },
    },
  },
  {
    slug: 'purchase-assistance',
    category: 'returns-and-purchases',
    position: 7,
    text: {
      en: {
        title: 'Purchase assistance: when a store refuses your card',
        summary:
          'Send us the links, we buy the items for you. Our fee is 8% of the item cost, at least $5, plus US sales tax.',
        body: `Some US stores accept only US cards or US billing addresses. With purchase assistance, you tell us what to buy and we place the order for you, shipped to your own suite at the warehouse.

## How it works

- Open Purchase requests and add each item: the store link, the product name, options such as size and colour, the quantity and the price shown on the store.
- We check the items and send you a quote as an invoice: the items, our fee, the store's sales tax and any US shipping the store charges.
- Pay the invoice from your wallet or by card. Nothing is bought before you accept.
- We place the order. The items arrive in your suite like any other parcel, ready to consolidate and ship.

## What it costs

- Our fee is 8% of the item cost, with a minimum of $5.
- US sales tax is charged by the store's state, typically 7% to 10%.

For example, for a $40 item the fee is $5 (8% would be $3.20, below the minimum). For a $200 item the fee is $16.

## If an item cannot be bought

Prices and stock change. If an item is sold out or its price has gone up, we contact you before buying. Whatever we could not buy is refunded to your wallet in full, fee included.`,
      },
      es: {
        title: 'Asistencia de compra: cuando una tienda rechaza tu tarjeta',
        summary:
          'Envíanos los enlaces y compramos por ti. Nuestra tarifa es el 8 % del costo de los artículos, mínimo 5 dólares, más el impuesto sobre las ventas de EE. UU.',
        body: `Algunas tiendas de EE. UU. solo aceptan tarjetas o direcciones de facturación estadounidenses. Con la asistencia de compra, nos dices qué comprar y hacemos el pedido por ti, con entrega en tu propia suite del almacén.

## Cómo funciona

- Abre Solicitudes de compra y añade cada artículo: el enlace de la tienda, el nombre del producto, las opciones como talla y color, la cantidad y el precio que muestra la tienda.
- Revisamos los artículos y te enviamos un presupuesto en forma de factura: los artículos, nuestra tarifa, el impuesto sobre las ventas de la tienda y el envío dentro de EE. UU., si la tienda lo cobra.
- Paga la factura con tu billetera o con tarjeta. No compramos nada antes de que aceptes.
- Hacemos el pedido. Los artículos llegan a tu suite como cualquier otro paquete, listos para consolidar y enviar.

## Cuánto cuesta

- Nuestra tarifa es el 8 % del costo de los artículos, con un mínimo de 5 dólares.
- El impuesto sobre las ventas se cobra según el estado de la tienda, normalmente entre el 7 % y el 10 %.

Por ejemplo, por un artículo de 40 dólares la tarifa es de 5 dólares (el 8 % serían 3,20 dólares, por debajo del mínimo). Por un artículo de 200 dólares, la tarifa es de 16 dólares.

## Si no se puede comprar un artículo

Los precios y las existencias cambian. Si un artículo se agota o sube de precio, te contactamos antes de comprar. Lo que no hayamos podido comprar se reembolsa íntegramente en tu billetera, tarifa incluida.`,
      },
      ar: {
        title: 'المساعدة في الشراء: عندما يرفض المتجر بطاقتك',
        summary:
          'أرسل إلينا الروابط ونشتري السلع نيابةً عنك. رسومنا 8% من تكلفة السلع بحد أدنى 5 دولارات، إضافةً إلى ضريبة المبيعات الأمريكية.',
        body: `تقبل بعض المتاجر الأمريكية البطاقات الأمريكية أو عناوين الفوترة الأمريكية فقط. ومع خدمة المساعدة في الشراء، تخبرنا بما تريد شراءه ونقدّم الطلب نيابةً عنك، ليُشحن إلى جناحك الخاص في المستودع.

## كيف تعمل الخدمة

- افتح صفحة طلبات الشراء وأضف كل سلعة: رابط المتجر، واسم المنتج، والخيارات مثل المقاس واللون، والكمية، والسعر المعروض في المتجر.
- نراجع السلع ونرسل إليك عرض سعر في صورة فاتورة تشمل السلع ورسومنا وضريبة المبيعات في المتجر وتكلفة الشحن داخل الولايات المتحدة إن فرضها المتجر.
- ادفع الفاتورة من محفظتك أو ببطاقتك، فلا نشتري شيئًا قبل موافقتك.
- نقدّم الطلب، فتصل السلع إلى جناحك كأي طرد آخر، جاهزةً للتجميع والشحن.

## التكلفة

- رسومنا 8% من تكلفة السلع، بحد أدنى 5 دولارات.
- تُحتسب ضريبة المبيعات الأمريكية بحسب ولاية المتجر، وتتراوح عادةً بين 7% و10%.

فعلى سبيل المثال، تبلغ الرسوم 5 دولارات على سلعة ثمنها 40 دولارًا (إذ تساوي نسبة 8% منها 3.20 دولارات، وهي أقل من الحد الأدنى)، وتبلغ 16 دولارًا على سلعة ثمنها 200 دولار.

## إذا تعذّر شراء سلعة

تتغير الأسعار والكميات المتوفرة باستمرار. فإذا نفدت سلعة أو ارتفع سعرها، تواصلنا معك قبل الشراء. ونردّ إلى محفظتك كامل قيمة ما لم نتمكن من شرائه، بما في ذلك الرسوم.`,
      },
    },
  },
]
