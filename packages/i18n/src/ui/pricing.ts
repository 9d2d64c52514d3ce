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
    serviceBase: (goods: string, tax: string | null) => (tax ? `(tiền hàng ${goods} + thuế ${tax})` : `tiền hàng ${goods}`),
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
