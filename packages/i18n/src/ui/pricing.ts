/**
 * Texts of the pricing module (server side): breakdown groups and lines, notes, calculator
 * problems, the seeded defaults' names. The web's own pricing texts live beside the feature.
 */
export const pricingText = {
  groups: {
    goods: 'Tiền hàng',
    japan: 'Phí tại Nhật Bản',
    service: 'Phí dịch vụ',
    extras: 'Dịch vụ thêm',
    international: 'Vận chuyển quốc tế',
    discount: 'Giảm giá',
  },
  lines: {
    item: (index: number) => `Sản phẩm ${index}`,
    goodsNote: (qty: number, price: string) => `${qty} × ${price}`,
    tax: (percent: string) => `Thuế tiêu dùng Nhật Bản (${percent})`,
    domesticShipping: 'Phí vận chuyển nội địa Nhật',
    domesticShippingKnown: 'Theo người bán',
    domesticShippingEstimated: (size: string) => `Ước tính theo cỡ hàng ${size}`,
    serviceFee: (percent: string) => `Phí dịch vụ mua hộ (${percent})`,
    serviceFeeMinimum: (amount: string) => `Mức phí tối thiểu ${amount}`,
    vipDiscount: (level: string, percent: string) => `Ưu đãi ${level}: giảm ${percent} phí dịch vụ`,
    coupon: 'Mã giảm giá',
    international: (route: string, mode: string) => `${route} — ${mode}`,
    internationalNote: (kg: string, perKg: string) =>
      `${kg} kg × ${perKg}/kg (tạm tính; thu ở lần thanh toán thứ hai theo cân nặng thực tế khi hàng về kho Việt Nam)`,
    weightEstimated: 'Có sản phẩm chưa rõ cân nặng: đã ước tính.',
    extraSecond: 'Thu ở lần thanh toán thứ hai (khi hàng về kho Việt Nam)',
    extraPerItem: (qty: number, price: string) => `${qty} × ${price}`,
    extraPercent: (percent: string) => `${percent} giá trị hàng`,
    extraPerKg: (kg: string, price: string) => `${kg} kg × ${price}/kg`,
    extraPerParcel: (price: string) => `${price}/kiện (tạm tính 1 kiện; mỗi kiện hàng về kho Việt Nam tính một lần)`,
    extraMinimum: (amount: string) => `Tối thiểu ${amount}`,
  },
  /**
   * "Chi tiết cách tính": each line's formula with its inputs filled in (numbers already formatted
   * vi-VN by the caller: '12.400 ¥', '2.139.000 ₫', '172,50 ₫/¥'), so a buyer can redo it by hand.
   */
  formula: {
    roundUpVnd: 'làm tròn lên đến đồng',
    roundDownJpy: 'làm tròn xuống đến yên',
    goods: (qty: number, unit: string, total: string, rate: string, vnd: string) =>
      qty > 1 ? `${qty} × ${unit} = ${total}; ${total} × ${rate} = ${vnd} (làm tròn lên đến đồng)` : `${total} × ${rate} = ${vnd} (làm tròn lên đến đồng)`,
    tax: (percent: string, base: string, tax: string, rate: string, vnd: string) =>
      `${percent} × ${base} = ${tax} (làm tròn xuống đến yên); ${tax} × ${rate} = ${vnd} (làm tròn lên đến đồng)`,
    domesticKnown: (yen: string, rate: string, vnd: string) => `Phí người bán công bố ${yen} × ${rate} = ${vnd} (làm tròn lên đến đồng)`,
    domesticEstimated: (size: string, reason: string, yen: string, rate: string, vnd: string) =>
      `Tạm tính theo cỡ ${size} (${reason}): ${yen} × ${rate} = ${vnd} (làm tròn lên đến đồng); chênh lệch với phí thực tế quyết toán ở lần thanh toán 2`,
    sizeFits: (sum: string, weight: string) => `tổng ba cạnh ${sum}, cân nặng ${weight}`,
    sizeLargest: (sum: string, weight: string) => `tổng ba cạnh ${sum}, cân nặng ${weight}: lớn hơn cỡ lớn nhất nên tính theo cỡ lớn nhất`,
    unknownDims: 'chưa rõ',
    serviceFee: (percent: string, base: string, fee: string) => `${percent} × ${base} = ${fee} (làm tròn lên đến đồng)`,
    serviceFeeMinimum: (percent: string, base: string, byRate: string, minimum: string) =>
      `${percent} × ${base} = ${byRate}, thấp hơn mức tối thiểu nên thu ${minimum}`,
    serviceBase: (goods: string, tax: string | null, total: string) => (tax ? `(tiền hàng ${goods} + thuế ${tax} = ${total})` : `tiền hàng ${goods}`),
    vip: (percent: string, fee: string, discount: string) => `${percent} × ${fee} = ${discount} (làm tròn lên đến đồng)`,
    coupon: (amount: string) => `Mã giảm giá trừ ${amount} vào thanh toán lần 1 (không vượt quá thanh toán lần 1)`,
    extraPerItem: (qty: number, price: string, amount: string) => `${qty} sản phẩm × ${price} = ${amount}`,
    extraPerOrder: (amount: string) => `${amount}/đơn`,
    extraPercent: (percent: string, base: string, amount: string) => `${percent} × ${base} (tiền hàng gồm thuế) = ${amount} (làm tròn lên đến đồng)`,
    extraPerKg: (kg: string, price: string, amount: string) => `${kg} kg × ${price}/kg = ${amount} (làm tròn lên đến đồng)`,
    extraPerParcel: (price: string) => `1 kiện × ${price}/kiện (mỗi kiện về kho Việt Nam tính một lần)`,
    extraMinimum: (computed: string, minimum: string) => `${computed}, thấp hơn mức tối thiểu nên thu ${minimum}`,
    weightActual: (grams: string, estimated: boolean) => (estimated ? `cân nặng ${grams} (có sản phẩm chưa rõ cân nặng: tính 500 g mỗi sản phẩm)` : `cân nặng ${grams}`),
    weightVolumetric: (cm3: string, divisor: string, grams: string) => `quy đổi ${cm3} cm³ ÷ ${divisor} = ${grams}`,
    chargeable: (parts: string, stepped: string, minimum: string | null, chargeable: string) =>
      `Khối lượng tính cước = lớn hơn của (${parts}), làm tròn lên đến 100 g = ${stepped}${minimum ? `, tối thiểu ${minimum}` : ''} → ${chargeable}`,
    international: (chargeable: string, kg: string, perKg: string, amount: string) => `${chargeable}; ${kg} kg × ${perKg}/kg = ${amount} (làm tròn lên đến đồng)`,
    range: (low: string, high: string) => `Thấp nhất: ${low}. Cao nhất: ${high}`,
    storage: (kg: string, days: number, perKgDay: string, amount: string) => `${kg} kg × ${days} ngày × ${perKgDay}/kg/ngày = ${amount}`,
  },
  /**
   * The published rules (GET /api/price-service/rules → /page/bieu-phi): every rule the calculator
   * applies, the live numbers filled in by the server. Each rule also gets worked examples, computed
   * by the calculator on the live tables.
   */
  rules: {
    rate: {
      title: 'Tỷ giá và làm tròn',
      paragraphs: (rate: string) => [
        `Tỷ giá đang áp dụng: ${rate}. Mỗi khoản bằng yên (tiền hàng của từng sản phẩm, thuế, phí vận chuyển nội địa Nhật) được quy đổi riêng sang tiền Việt và làm tròn lên đến đồng.`,
        'Các khoản tính theo phần trăm (phí dịch vụ, ưu đãi VIP, bảo hiểm) và theo kg (cước quốc tế, dịch vụ tính theo kg) cũng làm tròn lên đến đồng; ưu đãi VIP làm tròn lên nên có lợi cho bạn. Tỷ giá của đơn được chốt khi tạo đơn (với đấu giá: khi đặt giá).',
      ],
    },
    tax: {
      title: 'Thuế tiêu dùng Nhật Bản',
      paragraphs: (taxes: string, fallback: string) => [
        'Giá sàn hiển thị đã gồm thuế thì không cộng thêm thuế. Chỉ khi giá chưa gồm thuế (ví dụ giá đặt của cửa hàng trên Yahoo! Auctions) thuế được cộng theo mức của sàn: ' +
          `${taxes} (sàn không có trong bảng: ${fallback}).`,
        'Thuế = thuế suất × (giá × số lượng), làm tròn xuống đến yên như các cửa hàng Nhật, rồi quy đổi sang tiền Việt.',
      ],
    },
    serviceFee: {
      title: 'Phí dịch vụ mua hộ',
      paragraphs: (tiers: string) => [
        'Cơ sở tính phí là giá trị hàng của cả đơn đã quy đổi sang tiền Việt: tiền hàng cộng thuế tiêu dùng (nếu có), không gồm phí vận chuyển. Bậc phí là bậc cao nhất mà giá trị này đạt tới, và mức phần trăm của bậc áp dụng cho toàn bộ giá trị (không chia lũy tiến).',
        `Các bậc: ${tiers}. Phí = phần trăm × cơ sở, làm tròn lên đến đồng; thấp hơn mức tối thiểu của bậc thì thu mức tối thiểu.`,
      ],
    },
    vip: {
      title: 'Ưu đãi VIP',
      paragraphs: (levels: string) => [
        `Thành viên VIP được giảm một phần phí dịch vụ mua hộ: ${levels}. Số tiền giảm = phần trăm × phí dịch vụ, làm tròn lên đến đồng. Ưu đãi không áp dụng cho cước vận chuyển và dịch vụ thêm.`,
      ],
    },
    domesticShipping: {
      title: 'Phí vận chuyển nội địa Nhật',
      paragraphs: (classes: string, largest: string) => [
        'Người bán chịu phí ship (送料込み, 送料無料): 0 ₫, không tạm tính. Người bán đã công bố số tiền: tính đúng số đó.',
        `Chưa rõ: mỗi dòng sản phẩm được tạm tính theo cỡ hàng nhỏ nhất chứa được nó, xét tổng ba cạnh của một sản phẩm và cân nặng của sản phẩm × số lượng: ${classes}. Thiếu kích thước hoặc cân nặng thì chỉ xét điều kiện đã biết (không biết cả hai: cỡ nhỏ nhất).`,
        `Kiện lớn hơn cỡ lớn nhất (trên ${largest}) vẫn chỉ tạm tính theo cỡ lớn nhất. Khoản tạm tính được quyết toán với phí thực tế ở lần thanh toán 2 (thu thêm hoặc hoàn lại phần chênh lệch).`,
      ],
    },
    unknownWeight: {
      title: 'Sản phẩm chưa rõ cân nặng',
      paragraphs: (grams: string) => [
        `Sản phẩm chưa rõ cân nặng được tính ${grams} mỗi sản phẩm khi ước tính cước quốc tế. Đây chỉ là tạm tính: cước thật tính theo kiện cân đo ở kho Việt Nam.`,
      ],
    },
    chargeableWeight: {
      title: 'Khối lượng tính cước',
      paragraphs: (step: string, modes: string) => [
        'Khối lượng tính cước = số lớn hơn giữa cân nặng thực tế (tổng các sản phẩm) và khối lượng quy đổi = dài × rộng × cao (cm) ÷ hệ số của hình thức vận chuyển (kết quả bằng kg).',
        `Sau đó làm tròn lên đến ${step} và không thấp hơn khối lượng tối thiểu của hình thức vận chuyển: ${modes}.`,
      ],
    },
    international: {
      title: 'Cước vận chuyển quốc tế',
      paragraphs: (modes: string) => [
        `Cước = khối lượng tính cước (kg) × đơn giá mỗi kg, làm tròn lên đến đồng: ${modes}.`,
        'Báo giá chỉ tạm tính; cước thu ở lần thanh toán 2 theo kiện cân đo thực tế khi hàng về kho Việt Nam, cùng cách tính.',
      ],
    },
    extras: {
      title: 'Dịch vụ thêm',
      paragraphs: (list: string) => [
        `Các dịch vụ: ${list}.`,
        'Tính theo sản phẩm: đơn giá × số sản phẩm dùng dịch vụ. Theo phần trăm: phần trăm × (tiền hàng + thuế của các sản phẩm dùng dịch vụ), làm tròn lên. Theo kg: đơn giá × khối lượng tính cước. Mỗi dịch vụ không thấp hơn mức tối thiểu của nó.',
      ],
    },
    perParcel: {
      title: 'Dịch vụ tính theo kiện (đóng thùng gỗ)',
      paragraphs: (list: string) => [
        `${list}: tính một lần cho mỗi kiện hàng về kho Việt Nam, thu ở lần thanh toán 2; báo giá tạm tính một kiện. Khối lượng thùng nằm trong kiện được cân nên được tính vào cước.`,
      ],
    },
    storage: {
      title: 'Lưu kho tại Nhật',
      paragraphs: (warehouse: string, days: number, fee: string) => [
        `${warehouse}: miễn phí ${days} ngày kể từ khi hàng về kho; sau đó ${fee}/kg/ngày theo cân nặng kiện, tính số ngày trọn vẹn đến khi kiện rời kho, làm tròn lên đến đồng, thu ở lần thanh toán 2.`,
      ],
      none: ['Hiện không thu phí lưu kho tại Nhật.'],
    },
    payments: {
      title: 'Hai lần thanh toán',
      paragraphs: [
        'Thanh toán lần 1 (trước khi mua) = tiền hàng + thuế + phí vận chuyển nội địa Nhật + phí dịch vụ − ưu đãi VIP + dịch vụ thêm thu trước − mã giảm giá (không âm).',
        'Thanh toán lần 2 (khi kiện về kho Việt Nam) = cước quốc tế + dịch vụ thêm thu sau + phí lưu kho (nếu có) ± chênh lệch phí vận chuyển nội địa Nhật đã tạm tính.',
      ],
    },
    bidHold: {
      title: 'Tạm giữ khi đấu giá',
      paragraphs: [
        'Khi đặt giá, ví tạm giữ đúng khoản thanh toán lần 1 tính ở giá tối đa bạn đặt, theo đúng các quy tắc trên (phí ship nội địa Nhật của sản phẩm: 0 ₫ nếu người bán chịu). Khi thắng, đơn được tính lại ở giá thắng và trừ từ khoản tạm giữ, phần còn lại được trả về ví; không thắng thì trả lại toàn bộ.',
      ],
    },
    labels: {
      firstPayment: 'Thanh toán lần 1',
      secondPayment: 'Thanh toán lần 2 (tạm tính)',
      total: 'Tổng cộng',
      hold: 'Số tiền tạm giữ',
      storage: 'Phí lưu kho',
    },
    list: {
      tier: (range: string, percent: string, minimum: string | null) => `${range}: ${percent}${minimum ? ` (tối thiểu ${minimum})` : ''}`,
      tierFrom: (from: string) => `từ ${from}`,
      tierBetween: (from: string, to: string) => `từ ${from} đến dưới ${to}`,
      tax: (site: string, percent: string) => `${site} ${percent}`,
      vip: (name: string, percent: string) => `${name} giảm ${percent}`,
      sizeClass: (code: string, sum: string, weight: string, price: string) => `cỡ ${code} (tổng ba cạnh đến ${sum}, đến ${weight}): ${price}`,
      modeMinimum: (route: string, mode: string, divisor: string, minimum: string | null) =>
        `${route} — ${mode}: hệ số ${divisor}, ${minimum ? `tối thiểu ${minimum}` : 'không có khối lượng tối thiểu'}`,
      modePrice: (route: string, mode: string, price: string) => `${route} — ${mode}: ${price}/kg`,
      extra: (name: string, price: string, stage: string) => `${name} ${price} (${stage})`,
      stage: { first: 'thu ở lần 1', second: 'thu ở lần 2' },
      perItem: (amount: string) => `${amount}/sản phẩm`,
      perOrder: (amount: string) => `${amount}/đơn`,
      perKg: (amount: string) => `${amount}/kg`,
      perParcel: (amount: string) => `${amount}/kiện`,
      minimum: (amount: string) => `tối thiểu ${amount}`,
      none: 'không có',
    },
    examples: {
      basic: (site: string, price: string, kg: string, dims: string, mode: string) =>
        `${site}, giá ${price} đã gồm thuế, người bán chịu phí ship, nặng ${kg}, kiện ${dims} cm, gửi ${mode}`,
      taxExcluded: (site: string, price: string) => `${site}, giá ${price} chưa gồm thuế, người bán chịu phí ship`,
      minimumFee: (site: string, price: string) => `${site}, giá ${price}, người bán chịu phí ship`,
      vip: (level: string, site: string, price: string) => `Thành viên ${level}, ${site}, giá ${price}, người bán chịu phí ship`,
      sizeEstimated: (site: string, price: string, kg: string, dims: string) => `${site}, giá ${price}, chưa rõ phí ship, nặng ${kg}, kiện ${dims} cm`,
      sizeLargest: (site: string, price: string, kg: string, dims: string) => `${site}, giá ${price}, chưa rõ phí ship, nặng ${kg}, kiện ${dims} cm (lớn hơn cỡ lớn nhất)`,
      unknownWeight: (qty: number, site: string, price: string, mode: string) => `${qty} sản phẩm ${site} giá ${price}, chưa rõ cân nặng, gửi ${mode}`,
      extras: (site: string, price: string, qty: number, names: string) => `${qty} sản phẩm ${site} giá ${price}, dùng ${names}`,
      storage: (kg: string, stayed: number, billable: number) => `Kiện ${kg} lưu ${stayed} ngày: tính ${billable} ngày`,
      hold: (site: string, price: string) => `Đặt giá tối đa ${price} cho một phiên ${site}, người bán chịu phí ship`,
    },
  },
  landed: {
    goods: 'Giá sản phẩm',
    japan: 'Thuế và phí vận chuyển tại Nhật',
    service: 'Phí dịch vụ mua hộ',
    international: 'Vận chuyển quốc tế (tạm tính)',
    weightKnown: 'Theo cân nặng của sản phẩm',
    weightEstimated: 'Chưa rõ cân nặng: ước tính từ hàng nhẹ đến hàng cỡ vừa',
  },
  problems: {
    unknownRoute: (code: string) => `Tuyến vận chuyển "${code}" không tồn tại.`,
    inactiveRoute: (name: string) => `Tuyến vận chuyển "${name}" đang tạm ngừng.`,
    noRoute: 'Chưa có tuyến vận chuyển nào: chưa tính được phí vận chuyển quốc tế.',
    unknownMode: (code: string, route: string) => `Tuyến "${route}" không có hình thức vận chuyển "${code}".`,
    unknownService: (code: string) => `Dịch vụ "${code}" không tồn tại hoặc đã ngừng cung cấp.`,
    unpriceableLine: (name: string) =>
      `Chưa tính được giá của "${name}": chưa biết phí vận chuyển nội địa Nhật và chưa có bảng cỡ hàng để ước tính. Vui lòng liên hệ nhân viên hỗ trợ.`,
    noSizeClass: 'Chưa rõ phí vận chuyển nội địa Nhật và chưa có bảng cỡ hàng để tạm tính: vui lòng nhập phí ship nội địa Nhật.',
  },
  messages: {
    calculated: 'Tính giá thành công',
    saved: 'Lưu thành công', // spec §8
    deleted: 'Xóa tuyến thành công',
    deleteReported: 'error', // spec §8: route delete reports message 'error' even on failure
  },
  seed: {
    tiers: {
      'tier-1': 'Đơn dưới 10 triệu đồng',
      'tier-2': 'Đơn từ 10 đến dưới 50 triệu đồng',
      'tier-3': 'Đơn từ 50 triệu đồng',
    },
    siteTax: 'Thuế tiêu dùng Nhật Bản',
    sizeClass: (size: string) => `Cỡ ${size} (tổng ba cạnh đến ${size} cm)`,
    warehouses: {
      JP: {
        name: 'Kho Nhật Bản (Osaka)',
        address: '2-4-1 Nankokita, Suminoe-ku, Osaka 559-0034, Nhật Bản',
        note: 'Nơi nhận hàng từ người bán tại Nhật: kiểm đếm, chụp ảnh, gom kiện (miễn phí) và đóng gói.',
      },
      HN: { name: 'Kho Hà Nội', address: 'Số 18 ngõ 54 Nguyễn Chí Thanh, phường Láng, Hà Nội', note: 'Nhận hàng đi tuyến Nhật Bản → Hà Nội.' },
      HCM: { name: 'Kho TP. Hồ Chí Minh', address: 'Số 25 Cộng Hòa, phường Tân Sơn Nhất, TP. Hồ Chí Minh', note: 'Nhận hàng đi tuyến Nhật Bản → TP. Hồ Chí Minh.' },
    },
    routes: {
      'JP-HN': { name: 'Nhật Bản → Hà Nội', description: 'Hàng gom tại kho Osaka, bay về Nội Bài hoặc đi biển về Hải Phòng, giao từ kho Hà Nội.' },
      'JP-HCM': { name: 'Nhật Bản → TP. Hồ Chí Minh', description: 'Hàng gom tại kho Osaka, bay về Tân Sơn Nhất hoặc đi biển về Cát Lái, giao từ kho TP. Hồ Chí Minh.' },
    },
    modes: {
      air_express: 'Chuyển phát nhanh EMS',
      air: 'Đường bay',
      sea: 'Đường biển',
    },
    extras: {
      photos: { name: 'Chụp ảnh sản phẩm', description: '5 ảnh chụp thực tế của sản phẩm tại kho Osaka.' },
      inspection: { name: 'Kiểm tra hàng', description: 'Đối chiếu với mô tả của người bán, kiểm đếm số lượng và phụ kiện, kiểm tra ngoại quan.' },
      bubble_wrap: { name: 'Bọc chống sốc', description: 'Bọc xốp hơi nhiều lớp cho từng sản phẩm.' },
      wooden_crate: { name: 'Đóng thùng gỗ', description: 'Khuyến nghị cho hàng dễ vỡ; tính theo kiện, thu ở lần thanh toán 2; khối lượng thùng được tính vào cước.' },
      insurance: { name: 'Bảo hiểm hàng hóa', description: 'Bồi thường đến 100% giá trị khai báo khi mất hoặc hư hỏng trong vận chuyển.' },
    },
  },
} as const;
