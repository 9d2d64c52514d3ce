import type { SeedArticle } from './types.ts';

/**
 * Seeded news and guide articles. Body format: paragraphs separated by a blank line,
 * '## ' starts a heading, '- ' starts a bullet. Amounts follow the fee schedule on /page/bieu-phi;
 * examples use an assumed rate of 175 ₫/¥ and say so.
 */
export const seedArticles: SeedArticle[] = [
  {
    slug: 'dau-gia-yahoo-auctions-cach-hoat-dong-va-buoc-gia',
    title: 'Đấu giá trên Yahoo! Auctions: cách hoạt động và bảng bước giá',
    summary:
      'Giá khởi điểm, đặt giá tự động, bước giá theo từng mức giá và quy tắc tự động gia hạn 5 phút: những điều cần nắm trước khi đấu giá trên ヤフオク!.',
    tags: ['Yahoo! Auctions', 'đấu giá', 'hướng dẫn'],
    published_at: '2026-01-08',
    body: `Yahoo! Auctions (ヤフオク!) là một trong những sàn đấu giá trực tuyến lớn nhất Nhật Bản. Ở đây bạn tìm thấy từ máy ảnh phim, ống kính, đồng hồ, phụ tùng xe máy đến đồ sưu tầm hiếm không còn bán ở cửa hàng. Bài viết này giải thích cách một phiên đấu giá vận hành để bạn đặt giá tự tin hơn khi mua qua Kaimono.

## Các loại giá trên một tin đăng

- 現在価格 (giá hiện tại): mức giá đang dẫn đầu của phiên.
- 開始価格 (giá khởi điểm): mức người bán đặt khi mở phiên.
- 即決価格 (giá mua ngay): nếu có, bạn trả đúng mức này để kết thúc phiên và mua luôn.
- 最低落札価格 (giá sàn): mức tối thiểu người bán chấp nhận bán; phiên kết thúc dưới mức này sẽ không có người thắng.

Với tin đăng của cửa hàng (ストア), giá có thể hiển thị cả giá chưa thuế và giá đã gồm thuế tiêu thụ 10%. Kaimono luôn tính theo số tiền thực tế phải trả.

## Đặt giá tự động (自動入札)

Trên Yahoo! Auctions, bạn không cần ngồi canh và tăng giá từng chút. Bạn nhập mức giá cao nhất mình chấp nhận, hệ thống của sàn sẽ tự nâng giá thay bạn, mỗi lần chỉ vừa đủ một bước giá để giữ vị trí dẫn đầu, và không bao giờ vượt mức tối đa của bạn. Mức tối đa này được giữ kín với người khác.

Ví dụ: giá hiện tại là ¥4,000 và bạn đặt tối đa ¥5,000. Một người khác đặt ¥4,500. Hệ thống tự nâng giá lên ¥4,600 (¥4,500 cộng một bước giá ¥100) và bạn vẫn dẫn đầu. Chỉ khi có người đặt cao hơn ¥5,000 thì bạn mới bị vượt.

## Bảng bước giá (入札単位)

Bước giá là mức tăng tối thiểu so với giá hiện tại, do sàn quy định theo giá hiện tại và người bán không thay đổi được:

- Giá hiện tại ¥1 – ¥999: bước giá ¥10.
- ¥1,000 – ¥4,999: bước giá ¥100.
- ¥5,000 – ¥9,999: bước giá ¥250.
- ¥10,000 – ¥49,999: bước giá ¥500.
- Từ ¥50,000 trở lên: bước giá ¥1,000.

Khi chưa có ai đặt giá, bạn được đặt đúng giá khởi điểm. Khi đã có người đặt, giá thấp nhất bạn được đặt là giá hiện tại cộng một bước giá. Ngoài mức tối thiểu đó, bạn có thể nhập số yên bất kỳ: với giá hiện tại ¥1,000, cả ¥1,100 và ¥1,101 đều hợp lệ. Với phiên có giá sàn, bạn có thể đặt giá tự do cho đến khi đạt giá sàn.

## Tự động gia hạn (自動延長)

Nếu người bán bật chế độ tự động gia hạn (hiển thị 自動延長：あり), mỗi lượt đặt giá làm tăng giá hiện tại trong 5 phút cuối sẽ lùi thời gian kết thúc thêm 5 phút, không giới hạn số lần. Ví dụ phiên kết thúc lúc 22:00, có người đặt giá làm tăng giá lúc 21:57, thời gian kết thúc mới là 22:05. Lượt đặt giá không làm thay đổi giá hiện tại (chẳng hạn lượt đầu tiên bằng đúng giá khởi điểm) thì không gia hạn.

Người bán chọn chế độ này khi đăng tin và không thay đổi được sau đó. Người bán cũng có thể cho phép kết thúc sớm (早期終了).

## Đấu giá qua Kaimono

- Bạn đặt giá tối đa trên trang sản phẩm; ví tạm giữ số tiền tương ứng (giá tối đa quy đổi sang tiền Việt cộng phí dự kiến) cho đến khi phiên kết thúc.
- Nếu thắng, khoản tạm giữ trở thành thanh toán lần 1 và chúng tôi liên hệ người bán để thanh toán, nhận hàng về kho Osaka.
- Nếu thua, khoản tạm giữ được giải phóng; bạn không mất phí.
- Lượt đặt giá đã gửi lên sàn không thể rút lại, vì vậy hãy chỉ đặt mức bạn thật sự sẵn sàng trả.

Trước khi đặt giá, hãy đọc phần mô tả: các cụm như ジャンク (hàng hỏng, bán nguyên trạng), 現状品 (bán theo hiện trạng) hay ノークレーム・ノーリターン (không khiếu nại, không trả hàng) cho biết rủi ro bạn đang chấp nhận. Đừng quên phí ship nội địa Nhật (送料) người bán ghi trong tin đăng.`,
  },
  {
    slug: 'dat-gia-phut-chot-snipe-la-gi',
    title: 'Đặt giá phút chót (snipe) là gì và khi nào nên dùng?',
    summary:
      'Snipe giúp bạn gửi giá tối đa vào những giây cuối của phiên đấu giá. Tìm hiểu cách Kaimono thực hiện, tác động của tự động gia hạn và những rủi ro cần biết.',
    tags: ['đấu giá', 'snipe', 'Yahoo! Auctions'],
    published_at: '2026-01-22',
    body: `Đặt giá phút chót, hay “snipe”, là cách đặt giá vào những giây cuối cùng của phiên đấu giá thay vì đặt sớm. Trên Kaimono, bạn có hai lựa chọn khi đấu giá: đặt giá ngay, hoặc hẹn đặt giá phút chót để hệ thống tự gửi giá giúp bạn.

## Vì sao người ta dùng snipe?

- Không lộ sự quan tâm sớm: một lượt đặt giá từ sớm có thể khiến người khác chú ý và tham gia đẩy giá.
- Hạn chế cuộc đua tăng giá từng chút: người đấu giá cảm tính thường nâng giá nhiều lần khi thấy mình bị vượt. Nếu chỉ còn vài giây, họ không kịp phản ứng.
- Không phải canh giờ: nhiều phiên kết thúc vào buổi tối theo giờ Nhật (22:00 giờ Nhật là 20:00 giờ Việt Nam), đúng lúc bạn có thể đang bận. Hệ thống đặt giá thay bạn.

## Kaimono thực hiện snipe như thế nào?

- Trên trang sản phẩm, chọn chế độ đặt giá phút chót và nhập giá tối đa.
- Ví tạm giữ ngay số tiền bằng giá tối đa quy đổi sang tiền Việt cộng phí dịch vụ và phí ship nội địa Nhật dự kiến, để bảo đảm đủ tiền khi thắng.
- Vài giây trước khi phiên kết thúc, hệ thống gửi giá tối đa của bạn lên Yahoo! Auctions như một lượt đặt giá tự động.
- Bạn có thể hủy lịch bất cứ lúc nào trước thời điểm gửi giá; khoản tạm giữ được giải phóng ngay.

Ví dụ với tỷ giá giả định 175 ₫/¥ (tỷ giá thực tế xem trên website): bạn hẹn snipe tối đa ¥30,000 cho một ống kính, người bán chưa ghi phí ship. Ví tạm giữ 5.250.000 ₫ tiền hàng, 262.500 ₫ phí dịch vụ (5%) và 140.000 ₫ phí ship tạm tính ¥800 (cỡ hàng nhỏ nhất, vì chưa rõ kích thước), tổng 5.652.500 ₫. Nếu bạn thắng ở mức ¥26,000, số tiền thực tế được tính lại theo giá thắng và phần dư trở về số dư khả dụng.

## Snipe và tự động gia hạn

Nhiều phiên trên Yahoo! Auctions bật tự động gia hạn: nếu một lượt đặt giá làm tăng giá trong 5 phút cuối, phiên được kéo dài thêm 5 phút. Khi đó lượt snipe của bạn vẫn có hiệu lực, nhưng những người khác có thêm 5 phút để phản ứng. Vì vậy:

- Với phiên không gia hạn (自動延長：なし), snipe phát huy tác dụng tốt nhất.
- Với phiên có gia hạn, điều quan trọng nhất là giá tối đa của bạn, không phải thời điểm đặt.

## Snipe không phải là phép màu

Yahoo! Auctions dùng cơ chế đặt giá tự động: người đặt mức tối đa cao nhất sẽ thắng, bất kể ai đặt trước hay sau. Nếu một người khác đã đặt tối đa ¥35,000 từ hôm trước, lượt snipe ¥30,000 của bạn vẫn thua. Ngoài ra, trong những giây cuối có thể xảy ra sự cố kết nối tới sàn, hoặc người bán đã kết thúc phiên sớm. Kaimono không thể bảo đảm bạn thắng.

## Lời khuyên

- Xác định mức giá tối đa dựa trên tổng chi phí về Việt Nam, không chỉ giá yên. Hãy dùng trang Báo giá tự động.
- Đặt một mức duy nhất là giá cao nhất bạn chấp nhận. Chia nhỏ thành nhiều lượt không giúp ích gì.
- Tránh số tròn: ¥30,100 có thể thắng ¥30,000 của người khác.
- Bật thông báo phút chót để biết kết quả ngay.
- Nhớ rằng đã thắng là phải mua; lượt đặt giá gửi lên sàn không thể rút lại.`,
  },
  {
    slug: 'meo-mua-hang-mercari-va-tinh-trang-san-pham',
    title: 'Mẹo mua hàng Mercari và cách đọc tình trạng sản phẩm',
    summary:
      'Giải thích sáu mức tình trạng trên Mercari (新品、未使用 … 全体的に状態が悪い), các ghi chú thường gặp của người bán và kinh nghiệm săn hàng nhanh.',
    tags: ['Mercari', 'hàng cũ', 'kinh nghiệm'],
    published_at: '2026-02-05',
    body: `Mercari là ứng dụng mua bán đồ cũ phổ biến nhất Nhật Bản. Người bán phần lớn là cá nhân, giá thường tốt và hàng mới được đăng liên tục. Đổi lại, mỗi món là duy nhất và tình trạng do người bán tự đánh giá. Nắm được cách đọc tin đăng sẽ giúp bạn tránh phần lớn rủi ro.

## Sáu mức tình trạng (商品の状態)

- 新品、未使用: hàng mới, chưa qua sử dụng.
- 未使用に近い: gần như chưa dùng, có thể đã thử hoặc dùng vài lần, không có dấu vết đáng kể.
- 目立った傷や汚れなし: đã qua sử dụng nhưng không có vết xước hay vết bẩn dễ thấy.
- やや傷や汚れあり: có một vài vết xước, vết bẩn nhỏ.
- 傷や汚れあり: có vết xước, vết bẩn nhìn thấy rõ.
- 全体的に状態が悪い: tình trạng tổng thể kém, thường chỉ nên mua để lấy linh kiện hoặc khi chấp nhận rủi ro.

Đây là đánh giá chủ quan của người bán. Hai món cùng ghi 目立った傷や汚れなし có thể khác nhau khá nhiều, vì vậy hãy xem kỹ ảnh và phần mô tả.

## Ghi chú thường gặp

- 即購入OK: được mua ngay, không cần hỏi trước.
- 即購入禁止: người bán muốn người mua bình luận trước khi mua. Kaimono tôn trọng yêu cầu này, nên đơn có thể mất thêm thời gian.
- 専用 hoặc ○○様専用: tin đăng dành riêng cho một người mua đã thỏa thuận. Không nên đặt mua những tin này.
- 値下げ不可: không nhận thương lượng giá.
- プロフ必読: đọc trang hồ sơ của người bán trước khi mua, thường có quy định riêng.
- 送料込み (出品者負担): giá đã gồm phí ship, người bán trả. 着払い (購入者負担): người mua trả phí ship khi nhận.
- 発送までの日数: số ngày người bán sẽ gửi hàng, thường là 1〜2日, 2〜3日 hoặc 4〜7日.

## Mercari Shops và đấu giá

Bên cạnh người bán cá nhân, Mercari có Mercari Shops dành cho cửa hàng kinh doanh; sản phẩm có thể có nhiều phân loại (size, màu) và số lượng. Từ năm 2025, một số tin đăng trên Mercari còn được bán theo hình thức đấu giá, và bạn có thể đặt giá qua Kaimono như với Yahoo! Auctions. Quy tắc đấu giá của Mercari khác Yahoo! Auctions, hãy đọc kỹ thông tin trên trang sản phẩm.

## Kinh nghiệm săn hàng

- Đặt nhanh: món giá tốt thường được bán trong vài phút đến vài giờ. Nếu hàng đã bán trước khi chúng tôi kịp mua, toàn bộ tiền được hoàn về ví.
- Tìm bằng tiếng Nhật: tên thương hiệu, tên nhân vật, mã sản phẩm bằng tiếng Nhật cho nhiều kết quả hơn.
- Xem đánh giá người bán: số đánh giá tốt (良い) và xấu (悪い) cho biết mức độ tin cậy.
- Mua nhiều món của cùng người bán: có thể hỏi giảm giá khi mua chung (まとめ買い) qua dịch vụ giá mong muốn, đồng thời tiết kiệm phí.
- Dùng dịch vụ thương lượng giá cho tin đăng không ghi 値下げ不可. Người bán có quyền từ chối.

## Vì sao nên dùng kiểm hàng với Mercari?

Trên Mercari, tiền chỉ được chuyển cho người bán sau khi người mua đánh giá đã nhận hàng. Sau bước này, giao dịch kết thúc và rất khó khiếu nại. Khi bạn đăng ký dịch vụ kiểm hàng (30.000 ₫) hoặc chụp ảnh (20.000 ₫, 5 ảnh), kho Osaka sẽ kiểm tra trước khi xác nhận nhận hàng. Nếu sản phẩm khác mô tả, chúng tôi còn cơ hội trao đổi với người bán theo quy định của Mercari.`,
  },
  {
    slug: 'diem-rakuten-va-quy-dinh-cua-shop',
    title: 'Mua trên Rakuten Ichiba: điểm thưởng, phí ship và quy định của từng shop',
    summary:
      'Rakuten là trung tâm thương mại gồm hàng nghìn shop độc lập. Hiểu về điểm Rakuten, ngưỡng miễn phí ship, hàng đặt trước và giới hạn số lượng trước khi đặt.',
    tags: ['Rakuten', 'khuyến mãi', 'hướng dẫn'],
    published_at: '2026-02-26',
    body: `Rakuten Ichiba (楽天市場) không phải một cửa hàng duy nhất mà là một khu chợ trực tuyến, nơi hàng nghìn shop độc lập bày bán: từ cửa hàng chính hãng của thương hiệu đến tiệm nhỏ chuyên một mặt hàng. Mỗi shop tự đặt giá, phí ship và quy định riêng, vì vậy đọc kỹ trang sản phẩm là bước quan trọng nhất.

## Giá và thuế

Giá trên Rakuten được hiển thị đã gồm thuế tiêu thụ (税込): 10% với hầu hết hàng hóa và 8% với thực phẩm. Giá bạn thấy trên Kaimono là giá đó quy đổi sang tiền Việt theo tỷ giá hiện hành.

## Phí ship của từng shop

- 送料無料 hoặc 送料込: giá đã gồm phí ship trong Nhật.
- 送料別: phí ship tính riêng, theo bảng phí của shop.
- Nhiều shop áp dụng ngưỡng miễn phí ship khi tổng đơn trong cùng shop đạt ¥3,980 (đã gồm thuế). Gom nhiều món trong cùng một shop có thể giúp bạn tiết kiệm phí ship nội địa.

Kho Kaimono ở Osaka nên phí ship áp dụng là phí giao trong Nhật, không phải phí gửi quốc tế. Khi shop chưa công bố phí, báo giá tạm tính ¥800–¥1,500 và chênh lệch được điều chỉnh ở lần thanh toán 2.

## Điểm Rakuten (楽天ポイント)

Điểm Rakuten được cộng cho tài khoản Rakuten thực hiện giao dịch. Khi mua qua dịch vụ mua hộ, giao dịch được thực hiện bằng tài khoản của đơn vị mua hộ, nên khách hàng không nhận được điểm. Hiện Kaimono chưa quy đổi điểm Rakuten cho khách hàng. Khi so sánh giá, hãy nhìn vào giá bán thực tế thay vì con số “gấp X lần điểm” trong quảng cáo, vì phần điểm đó không giảm trực tiếp số tiền bạn trả.

Ngược lại, các đợt giảm giá trực tiếp như hàng giảm nửa giá (半額) trong Rakuten Super SALE hay coupon giảm giá công khai của shop vẫn có lợi cho bạn.

## Những quy định cần đọc

- 予約商品 (hàng đặt trước): shop gửi hàng sau ngày phát hành. Đơn của bạn sẽ chờ đến lúc đó, thời gian lưu kho miễn phí chỉ tính từ khi hàng về kho Osaka.
- お取り寄せ hoặc メーカー取り寄せ: shop phải đặt hàng từ nhà cung cấp, có thể mất nhiều ngày và đôi khi bị hủy nếu nhà cung cấp hết hàng.
- お一人様○点まで: giới hạn số lượng mỗi người mua. Shop có thể hủy phần vượt quá.
- 返品・交換について: chính sách đổi trả của shop. Phần lớn shop chỉ nhận đổi trả khi hàng lỗi và trong thời hạn ngắn sau khi giao, nên dịch vụ kiểm hàng tại kho Osaka rất hữu ích với hàng giá trị cao.
- 会社概要: thông tin doanh nghiệp của shop, giúp bạn đánh giá độ tin cậy.

## Kinh nghiệm chọn shop

- Ưu tiên shop chính hãng (公式) với hàng thương hiệu, mỹ phẩm.
- Xem số lượng và nội dung đánh giá (レビュー) của sản phẩm và của shop.
- Cẩn thận với giá thấp bất thường so với các shop khác.
- Chọn đúng phân loại (màu, size, dung tích) trước khi thêm vào giỏ; ghi chú thêm nếu cần.

Nếu shop hủy đơn vì hết hàng hoặc lý do khác, toàn bộ thanh toán lần 1 của bạn được hoàn về ví.`,
  },
  {
    slug: 'suruga-ya-cho-nguoi-suu-tam-anime-game',
    title: 'Suruga-ya: kho báu cho người sưu tầm game, anime và figure',
    summary:
      'Suruga-ya (駿河屋) bán game, anime goods, figure, sách và đĩa mới lẫn cũ. Cách đọc tình trạng, hàng của cửa hàng đối tác và những lưu ý về vùng đĩa, điện áp.',
    tags: ['Suruga-ya', 'anime', 'game', 'sưu tầm'],
    published_at: '2026-03-12',
    body: `Với người chơi game và người hâm mộ anime, Suruga-ya (駿河屋) là cái tên quen thuộc. Đây là chuỗi bán lẻ có cả cửa hàng trực tuyến lẫn cửa hàng thực tại Nhật, chuyên hàng mới và hàng cũ: máy chơi game và băng đĩa từ thời Famicom đến nay, figure, anime goods, thẻ bài, sách, manga, CD, DVD, Blu-ray và hàng thần tượng.

## Hàng của Suruga-ya và hàng của cửa hàng đối tác

Trên Suruga-ya có hai nguồn hàng:

- Hàng do chính Suruga-ya bán: giá đã gồm thuế, thường ghi rõ 新品 (mới) hoặc 中古 (đã qua sử dụng).
- Hàng của cửa hàng đối tác trên chợ Suruga-ya (マケプレ): mỗi shop tự đặt giá, phí ship và tự gửi hàng. Nếu bạn mua nhiều món từ nhiều shop khác nhau, mỗi shop sẽ tính phí ship riêng.

Trên trang sản phẩm, thông báo 品切れ nghĩa là hết hàng. Một sản phẩm có thể hiện dòng “(N点の中古品)”, nghĩa là có N món cũ đang được các shop rao bán với giá và tình trạng khác nhau.

## Đọc tình trạng hàng cũ

- 未開封: chưa bóc niêm phong. 開封品: đã bóc nhưng có thể chưa dùng.
- 箱説付き: có hộp và sách hướng dẫn. 箱説なし: không có hộp và sách hướng dẫn.
- 付属品欠品: thiếu phụ kiện.
- 特典: quà tặng kèm như thẻ, poster, mã tải. Hàng cũ thường không còn kèm 特典 trừ khi được ghi rõ.
- ジャンク: hàng hỏng hoặc chưa kiểm tra, bán nguyên trạng.
- Ghi chú về hộp, như hộp bị móp, phai màu: quan trọng với figure và hàng sưu tầm.

Điều cần nhớ nhất: với hàng cũ, ảnh trên Suruga-ya thường là ảnh minh họa của sản phẩm, không phải ảnh thực tế của món bạn sẽ nhận. Nếu tình trạng hộp hoặc phụ kiện quan trọng với bạn, hãy đăng ký dịch vụ chụp ảnh (20.000 ₫ cho 5 ảnh) để xem món hàng thật tại kho Osaka.

## Thời gian giao và khả năng bị hủy

Suruga-ya có lượng hàng rất lớn, được gom từ nhiều kho và cửa hàng, nên thời gian từ lúc đặt đến khi hàng rời Suruga-ya đôi khi lâu hơn các sàn khác. Trong một số trường hợp, đơn có thể bị hủy vì hàng thực tế đã hết dù trang web vẫn hiển thị còn hàng. Khi đó, Kaimono hoàn toàn bộ tiền về ví của bạn.

## Lưu ý kỹ thuật khi mua hàng Nhật

- Điện áp: thiết bị điện Nhật dùng điện 100V, trong khi Việt Nam dùng 220V. Máy chơi game, đầu đĩa nguyên bản Nhật cần bộ đổi nguồn phù hợp.
- Vùng đĩa: DVD Nhật thuộc vùng 2, đầu DVD bán tại Việt Nam thường là vùng 3. Blu-ray của Nhật và Việt Nam cùng vùng A.
- Máy game đời cũ: băng Famicom, Super Famicom và nhiều hệ máy cổ của Nhật cần máy Nhật hoặc máy tương thích. Phần lớn game cho máy đời mới như Nintendo Switch không khóa vùng, nhưng hãy kiểm tra ngôn ngữ hỗ trợ trên bìa.

## Mẹo tìm kiếm

- Tìm bằng tên tiếng Nhật chính xác của sản phẩm hoặc mã sản phẩm để có kết quả đầy đủ.
- Dùng danh mục Suruga-ya trên Kaimono để lọc theo nhóm hàng.
- So sánh giá 中古 và 新品: chênh lệch đôi khi không lớn với hàng mới phát hành.
- Gom nhiều món rồi gửi một lần để tối ưu cước quốc tế, nhất là với đĩa và sách có trọng lượng đáng kể.`,
  },
  {
    slug: 'mua-hang-yahoo-furima-paypay-flea-market',
    title: 'Yahoo!フリマ (PayPay Flea Market): mua đồ cũ giá cố định từ Nhật',
    summary:
      'PayPayフリマ nay đổi tên thành Yahoo!フリマ. Giá thường đã gồm phí ship, không có đấu giá, tình trạng chia sáu mức. Kinh nghiệm mua và so sánh với Mercari.',
    tags: ['Yahoo!フリマ', 'PayPay Flea Market', 'hàng cũ'],
    published_at: '2026-04-02',
    body: `Yahoo!フリマ, trước đây có tên PayPayフリマ (PayPay Flea Market), là chợ đồ cũ giữa cá nhân do LINEヤフー (LY Corporation), công ty vận hành Yahoo! JAPAN, quản lý. Địa chỉ website vẫn là paypayfleamarket.yahoo.co.jp, nên bạn có thể thấy cả hai tên gọi. Trên Kaimono, sàn này nằm trong mục Yahoo!フリマ.

## Điểm khác biệt so với Yahoo! Auctions

- Không đấu giá: mọi sản phẩm có giá cố định, ai mua trước thì được.
- Giá thường đã gồm phí ship: người bán trả phí gửi hàng trong Nhật, nên phí ship nội địa thường là 0 ₫ trong báo giá.
- Người bán chủ yếu là cá nhân, giống Mercari. Cùng một người có thể đăng bán trên nhiều sàn.

## Tình trạng sản phẩm

Yahoo!フリマ dùng sáu mức tình trạng từ tốt đến kém, tương tự Mercari:

- 新品、未使用: mới, chưa dùng.
- 未使用に近い: gần như chưa dùng.
- 目立った傷や汚れなし: không có vết xước, vết bẩn dễ thấy.
- やや傷や汚れあり: có vết xước, vết bẩn nhỏ.
- 傷や汚れあり: có vết xước, vết bẩn rõ.
- 全体的に状態が悪い: tình trạng tổng thể kém.

Mức tình trạng do người bán tự chọn. Hãy xem tất cả ảnh, phóng to những vùng dễ hư như góc hộp, đế giày, màn hình, và đọc phần mô tả (商品説明).

## Quy trình mua qua Kaimono

- Tìm sản phẩm trên Kaimono hoặc dán link dạng paypayfleamarket.yahoo.co.jp/item/z… vào ô tìm kiếm.
- Kiểm tra giá quy đổi, chọn tuyến vận chuyển và dịch vụ thêm, rồi thêm vào giỏ hoặc mua ngay.
- Thanh toán lần 1 gồm tiền hàng và phí dịch vụ (5% giá trị hàng, tối thiểu 30.000 ₫ với đơn dưới 10.000.000 ₫).
- Chúng tôi mua ngay khi nhận thanh toán. Nếu sản phẩm đã bán cho người khác, tiền được hoàn về ví.
- Người bán gửi hàng đến kho Osaka, sau đó hàng được gửi về Việt Nam theo tuyến bạn chọn.

## Kinh nghiệm

- Hàng giá tốt được bán rất nhanh. Nạp sẵn tiền vào ví để không phải chờ khi cần thanh toán.
- So sánh cùng sản phẩm trên Mercari, Yahoo!フリマ và Yahoo! Auctions: giá có thể chênh lệch đáng kể.
- Nếu muốn trả giá thấp hơn, hãy dùng dịch vụ giá mong muốn. Nhân viên sẽ hỏi người bán khi sàn cho phép; người bán có thể không đồng ý hoặc đã bán cho người khác trong lúc chờ.
- Với hàng điện tử, hàng hiệu hoặc hàng sưu tầm giá cao, nên dùng dịch vụ chụp ảnh và kiểm hàng tại kho trước khi gửi về Việt Nam.
- Vì người bán trả phí ship, một số người chọn cách gửi tiết kiệm và chậm hơn. Thời gian hàng đến kho Osaka có thể từ vài ngày đến hơn một tuần.

Yahoo!フリマ là lựa chọn tốt khi bạn muốn mua ngay với giá rõ ràng, không phải canh đấu giá. Kết hợp với gom kiện tại kho Nhật, bạn có thể mua nhiều món nhỏ mà vẫn tối ưu được cước quốc tế.`,
  },
  {
    slug: 'cach-tinh-tong-chi-phi-hang-nhat-ve-viet-nam',
    title: 'Cách tính tổng chi phí một món hàng Nhật về đến Việt Nam',
    summary:
      'Từ giá yên đến số tiền bạn thực trả: tiền hàng, phí ship Nhật, phí dịch vụ, ưu đãi VIP, cước quốc tế theo khối lượng quy đổi và hai lần thanh toán.',
    tags: ['biểu phí', 'chi phí', 'hướng dẫn'],
    published_at: '2026-04-20',
    body: `Giá trên sàn Nhật chỉ là một phần của số tiền bạn sẽ trả. Bài viết này đi qua từng khoản theo biểu phí của Kaimono để bạn tự ước tính được chi phí, hoặc hiểu rõ kết quả của trang Báo giá tự động.

## Hai lần thanh toán

- Lần 1, trước khi mua: tiền hàng, phí ship nội địa Nhật, phí dịch vụ và dịch vụ thêm (nếu có).
- Lần 2, khi hàng về kho Việt Nam: cước quốc tế theo khối lượng đo thực tế, phí giao hàng trong nước nếu bạn chọn giao tận nơi, và các khoản điều chỉnh nếu có.

Chia làm hai lần giúp bạn chỉ trả cước theo cân nặng thật thay vì một con số ước đoán.

## Khoản 1: Tiền hàng

Tiền hàng = giá sản phẩm (¥) × số lượng × tỷ giá hiện hành. Giá trên các sàn Nhật đã gồm thuế tiêu thụ (10%, hoặc 8% với thực phẩm). Tỷ giá được hiển thị trực tiếp trên website và được chốt khi bạn xác nhận đơn.

## Khoản 2: Phí ship nội địa Nhật

Là phí người bán thu để gửi hàng đến kho Osaka. Nhiều tin đăng trên Mercari và Yahoo!フリマ đã gồm phí này. Nếu chưa rõ, chúng tôi tạm tính ¥800–¥1,500 theo kích thước và điều chỉnh chênh lệch ở lần thanh toán 2.

## Khoản 3: Phí dịch vụ

- Đơn dưới 10.000.000 ₫ giá trị hàng: 5%, tối thiểu 30.000 ₫.
- Từ 10.000.000 ₫: 4%.
- Từ 50.000.000 ₫: 3%.
- Thành viên VIP được giảm trên phí dịch vụ: VIP Bạc giảm 10%, VIP Vàng giảm 20%, VIP Kim cương giảm 30%.

## Khoản 4: Cước quốc tế

Cước = khối lượng tính cước × đơn giá tuyến. Khối lượng tính cước là số lớn hơn giữa cân nặng thực tế và khối lượng quy đổi (dài × rộng × cao tính bằng cm, chia 6000 với đường bay và EMS, chia 4000 với đường biển).

- Đường bay: 250.000 ₫/kg, tối thiểu 0,5 kg, khoảng 5–8 ngày.
- Đường biển: 95.000 ₫/kg, tối thiểu 5 kg, khoảng 25–35 ngày.
- EMS: 450.000 ₫/kg, khoảng 3–5 ngày.

## Ví dụ cụ thể

Giả sử tỷ giá là 175 ₫/¥ (chỉ để minh họa). Bạn mua một nồi cơm điện mini trên Rakuten giá ¥12,800, shop thu phí ship ¥800, gửi đường bay, chưa có VIP.

- Tiền hàng: 12.800 × 175 = 2.240.000 ₫.
- Phí ship Nhật: 800 × 175 = 140.000 ₫.
- Phí dịch vụ: 5% × 2.240.000 = 112.000 ₫.
- Thanh toán lần 1: 2.492.000 ₫.

Hàng về kho nặng 1,2 kg nhưng hộp kích thước 30 × 25 × 16 cm, khối lượng quy đổi 12.000 / 6000 = 2,0 kg. Khối lượng tính cước là 2,0 kg.

- Cước đường bay: 2,0 × 250.000 = 500.000 ₫.
- Thanh toán lần 2 (nhận tại kho): 500.000 ₫.
- Tổng: 2.992.000 ₫. Nếu mua thêm bảo hiểm (3% giá trị khai báo 2.240.000 ₫) thì cộng 67.200 ₫.

Nếu bạn là VIP Vàng, phí dịch vụ còn 112.000 × 80% = 89.600 ₫.

## Một món rẻ thì sao?

Với món ¥2,000 (350.000 ₫), 5% chỉ là 17.500 ₫ nên phí dịch vụ được tính mức tối thiểu 30.000 ₫. Với món nhẹ, cước đường bay tối thiểu 0,5 kg là 125.000 ₫. Vì vậy, gom nhiều món nhỏ vào một đơn và một kiện thường tiết kiệm hơn đáng kể.

## Những khoản chưa tính

Thuế nhập khẩu, thuế giá trị gia tăng và phí kiểm tra chuyên ngành (nếu phát sinh) được thu theo thực tế; phí giao hàng trong nước theo đơn vị vận chuyển; phí lưu kho nếu hàng nằm ở Osaka quá 30 ngày miễn phí (2.000 ₫/kg/ngày).`,
  },
  {
    slug: 'nen-chon-duong-bay-duong-bien-hay-ems',
    title: 'Nên chọn đường bay, đường biển hay EMS?',
    summary:
      'So sánh ba tuyến vận chuyển từ kho Osaka về Việt Nam về giá, thời gian, khối lượng tối thiểu và cách quy đổi thể tích, kèm ví dụ hàng nặng và hàng cồng kềnh.',
    tags: ['vận chuyển', 'biểu phí', 'kinh nghiệm'],
    published_at: '2026-05-07',
    body: `Sau khi hàng về kho Osaka, bạn có ba lựa chọn để gửi về Việt Nam. Chọn đúng tuyến có thể giúp bạn tiết kiệm một nửa chi phí vận chuyển, hoặc nhận hàng sớm hơn vài tuần.

## Bảng so sánh nhanh

- Đường bay: 250.000 ₫/kg, khoảng 5–8 ngày, tối thiểu 0,5 kg, quy đổi thể tích chia 6000.
- Đường biển: 95.000 ₫/kg, khoảng 25–35 ngày, tối thiểu 5 kg, quy đổi thể tích chia 4000.
- EMS (chuyển phát nhanh): 450.000 ₫/kg, khoảng 3–5 ngày, quy đổi thể tích chia 6000.

Thời gian tính từ khi kiện rời kho Osaka đến khi về kho TP. Hồ Chí Minh hoặc Hà Nội, chưa gồm thời gian người bán gửi hàng đến kho Nhật. Dịp lễ dài như Tết Nguyên đán ở Việt Nam hay Golden Week, Obon, năm mới ở Nhật có thể làm chậm hơn.

## Hiểu về khối lượng quy đổi

Hãng vận chuyển tính cước theo số lớn hơn giữa cân nặng thật và khối lượng quy đổi từ kích thước kiện. Khối lượng quy đổi = dài × rộng × cao (cm) chia cho hệ số: 6000 với đường bay và EMS, 4000 với đường biển. Hệ số nhỏ hơn ở đường biển có nghĩa là hàng cồng kềnh bị tính nặng hơn khi đi biển, nhưng vì đơn giá thấp hơn nhiều nên đường biển vẫn thường rẻ hơn.

## Ví dụ 1: Hàng nặng, gọn (sách, manga)

Thùng sách 12 kg, kích thước 40 × 30 × 30 cm (36.000 cm³).

- Đường bay: quy đổi 6 kg, tính theo cân thật 12 kg × 250.000 = 3.000.000 ₫.
- Đường biển: quy đổi 9 kg, tính theo 12 kg × 95.000 = 1.140.000 ₫.

Với hàng nặng và gọn, đường biển tiết kiệm gần 2 triệu đồng.

## Ví dụ 2: Hàng nhẹ, cồng kềnh (figure còn hộp lớn)

Thùng 8 kg, kích thước 50 × 40 × 30 cm (60.000 cm³).

- Đường bay: quy đổi 10 kg, cước 10 × 250.000 = 2.500.000 ₫.
- Đường biển: quy đổi 15 kg, cước 15 × 95.000 = 1.425.000 ₫.
- EMS: 10 × 450.000 = 4.500.000 ₫.

## Khi nào chọn tuyến nào?

- Đường bay: lựa chọn cân bằng cho phần lớn đơn hàng, từ quần áo, mỹ phẩm đến phụ kiện điện tử.
- Đường biển: hàng nặng, không gấp, tổng từ 5 kg trở lên: sách, đồ gia dụng, phụ tùng, nhiều món gom chung. Lưu ý mức tối thiểu 5 kg: một kiện 2 kg đi biển vẫn tính 5 kg (475.000 ₫), chỉ rẻ hơn đi bay (500.000 ₫) 25.000 ₫ mà chậm hơn vài tuần.
- EMS: hàng cần gấp, giá trị cao và nhẹ.

## Hàng không đi được đường bay

Pin lithium rời, sạc dự phòng, bình xịt, nước hoa, sơn móng tay, chất lỏng dễ cháy, nam châm mạnh thường bị hạn chế khi đi máy bay. Những món này có thể phải chuyển sang đường biển hoặc không vận chuyển được. Thiết bị có pin gắn trong cũng cần được kiểm tra trước. Nếu không chắc, hãy hỏi nhân viên trước khi đặt.

## Mẹo tiết kiệm

- Gom nhiều đơn thành một kiện ở kho Osaka (miễn phí trong 30 ngày lưu kho miễn phí) để vượt mức tối thiểu và giảm bao bì thừa.
- Yêu cầu bỏ hộp ngoài hoặc đóng gói lại gọn hơn với hàng không cần giữ hộp; với hàng sưu tầm thì nên giữ hộp.
- Dùng trang Báo giá tự động và nhập kích thước để so sánh ba tuyến trước khi chọn.`,
  },
  {
    slug: 'hai-quan-va-hang-cam-nhap-khau-vao-viet-nam',
    title: 'Hải quan và hàng cấm nhập khẩu: những điều cần biết khi mua hàng Nhật',
    summary:
      'Mặt hàng nào không được nhập vào Việt Nam, hàng nào bị hạn chế đi đường bay, thuế và thủ tục thông quan được xử lý thế nào khi mua qua Kaimono.',
    tags: ['hải quan', 'hàng cấm', 'quy định'],
    published_at: '2026-05-28',
    body: `Mọi kiện hàng từ Nhật về Việt Nam đều phải làm thủ tục hải quan. Phần lớn hàng tiêu dùng cá nhân thông quan bình thường, nhưng có những mặt hàng bị cấm, bị hạn chế hoặc cần giấy phép. Hiểu trước những quy định này giúp bạn tránh mất tiền cho món hàng không thể về đến tay.

## Hàng cấm nhập khẩu

Danh mục dưới đây mang tính tham khảo; danh mục chính thức do cơ quan nhà nước ban hành và có thể thay đổi.

- Vũ khí, đạn dược, vật liệu nổ, pháo các loại.
- Súng đồ chơi bắn đạn nhựa, đạn bi (airsoft), đồ chơi nguy hiểm hoặc có hại cho trẻ em.
- Ma túy, tiền chất và các chất hướng thần.
- Thuốc lá điện tử và thuốc lá nung nóng: Việt Nam đã cấm sản xuất, kinh doanh, nhập khẩu các sản phẩm này theo Nghị quyết 173/2024/QH15.
- Hàng giả, hàng xâm phạm quyền sở hữu trí tuệ.
- Văn hóa phẩm, ấn phẩm có nội dung bị cấm; bản đồ, sách, hàng hóa thể hiện sai lệch chủ quyền lãnh thổ Việt Nam.
- Động vật hoang dã và sản phẩm từ các loài nguy cấp như ngà voi, sừng tê giác, mai đồi mồi.

## Hàng đã qua sử dụng

Phụ lục I Nghị định 69/2018/NĐ-CP liệt kê một số nhóm hàng tiêu dùng đã qua sử dụng thuộc diện cấm nhập khẩu, như hàng điện tử, điện lạnh, điện gia dụng, thiết bị y tế đã qua sử dụng. Việc áp dụng với từng món hàng cụ thể phụ thuộc vào mục đích nhập khẩu và hướng dẫn của cơ quan hải quan. Với đồ cũ thuộc các nhóm này, hãy hỏi Kaimono trước khi đặt; chúng tôi sẽ tư vấn hoặc từ chối đơn nếu không thể thông quan.

## Hàng hạn chế hoặc cần thủ tục

- Thuốc chữa bệnh: không nhận thuốc kê đơn. Thuốc không kê đơn chỉ nhận số lượng nhỏ cho nhu cầu cá nhân.
- Thực phẩm, thực phẩm chức năng, mỹ phẩm: số lượng phù hợp nhu cầu cá nhân; số lượng lớn có thể cần kiểm tra chuyên ngành.
- Rượu, đồ uống có cồn: hạn chế về số lượng và không đi được đường bay với nồng độ cao.
- Thiết bị phát sóng vô tuyến, bộ đàm, thiết bị bay không người lái (flycam): có thể cần giấy phép hoặc chứng nhận hợp quy.
- Thực vật sống, hạt giống, đất: cần kiểm dịch, Kaimono không nhận.

## Hạn chế của hãng vận chuyển

Ngoài quy định nhập khẩu, hãng bay không nhận hàng nguy hiểm: pin lithium rời, sạc dự phòng, bình xịt, nước hoa, sơn móng tay, bật lửa, chất lỏng dễ cháy, nam châm mạnh. Một số món có thể chuyển sang đường biển.

Phía Nhật cũng có hạn chế xuất khẩu với một số mặt hàng như kiếm Nhật thật (刀剣), vốn cần giấy tờ riêng. Kaimono không nhận các mặt hàng này.

## Thuế và thủ tục thông quan

Cước vận chuyển quốc tế của Kaimono đã bao gồm thủ tục thông quan thông thường cho hàng tiêu dùng cá nhân. Thuế nhập khẩu, thuế giá trị gia tăng (nếu phát sinh) và chi phí kiểm tra chuyên ngành với hàng cần giấy phép được thu theo thực tế ở lần thanh toán 2, có chứng từ kèm theo.

Từ ngày 18/02/2025, Quyết định 78/2010/QĐ-TTg về miễn thuế cho hàng trị giá nhỏ gửi qua dịch vụ chuyển phát nhanh đã bị bãi bỏ, nên hàng giá trị nhỏ không còn mặc nhiên được miễn thuế như trước.

## Lời khuyên

- Khai báo đúng giá trị hàng. Khai thấp có thể khiến hàng bị giữ lại và ảnh hưởng đến quyền bồi thường.
- Tránh mua số lượng lớn cùng một mặt hàng dưới danh nghĩa hàng cá nhân.
- Nếu không chắc chắn, hãy hỏi trước: hotline 1900 6868 hoặc email hotro@kaimono.vn.

Nếu hàng bị tạm giữ, chúng tôi sẽ thông báo ngay và hướng dẫn bổ sung chứng từ. Hàng bị tịch thu do thuộc danh mục cấm sẽ không được hoàn tiền, vì vậy hỏi trước luôn là cách an toàn nhất.`,
  },
  {
    slug: 'cach-tranh-mua-phai-hang-gia-tu-nhat',
    title: 'Cách tránh mua phải hàng giả khi săn đồ hiệu từ Nhật',
    summary:
      'Nhật Bản nổi tiếng về hàng cũ chất lượng, nhưng hàng giả vẫn xuất hiện trên chợ đồ cũ. Dấu hiệu nhận biết tin đăng đáng ngờ và cách giảm rủi ro.',
    tags: ['hàng hiệu', 'hàng giả', 'kinh nghiệm'],
    published_at: '2026-06-18',
    body: `Nhật Bản có thị trường đồ hiệu đã qua sử dụng rất phát triển và luật bảo hộ nhãn hiệu nghiêm ngặt, nên nhiều người tin rằng “hàng Nhật là hàng thật”. Phần lớn đúng như vậy, nhưng trên các chợ đồ cũ giữa cá nhân như Mercari, Yahoo!フリマ hay đấu giá cá nhân trên Yahoo! Auctions, hàng giả vẫn có thể lọt qua. Hàng giả còn thuộc diện cấm nhập khẩu vào Việt Nam và có thể bị tịch thu.

## Dấu hiệu tin đăng đáng ngờ

- Giá thấp bất thường so với các tin đăng cùng mẫu, nhất là với hàng còn “mới”.
- Chỉ có ảnh lấy từ trang chính hãng hoặc ảnh mờ, thiếu ảnh nhãn mác, logo, số serial.
- Người bán mới, chưa có đánh giá, hoặc có nhiều đánh giá xấu (悪い).
- Một người bán đăng nhiều món cùng mẫu, cùng tình trạng “mới” với giá rẻ.
- Mô tả né tránh, không nói rõ nguồn gốc.

## Những từ khóa tiếng Nhật cần chú ý

- ○○風 hoặc ○○タイプ: “phong cách ○○”, “kiểu ○○”. Đây là hàng mô phỏng, không phải hàng chính hãng.
- ノーブランド: không thương hiệu.
- ノベルティ: hàng tặng kèm khuyến mãi của thương hiệu, không phải sản phẩm bán chính thức, giá trị thấp hơn nhiều.
- 正規品 (hàng chính hãng) hoặc 本物 (hàng thật): chỉ là lời khẳng định của người bán. Tin đăng đáng tin hơn khi có kèm hóa đơn, thẻ bảo hành hoặc giấy chứng nhận của cửa hàng.

## Chọn nguồn mua an toàn hơn

- Cửa hàng chính hãng (公式) trên Rakuten Ichiba và Yahoo! Shopping với hàng mới.
- Cửa hàng đồ cũ có uy tín, bán qua tài khoản cửa hàng (ストア) trên Yahoo! Auctions, Mercari Shops hoặc các shop trên Rakuten. Nhiều cửa hàng tự kiểm định hàng trước khi bán và ghi rõ chính sách đổi trả.
- Người bán cá nhân có nhiều đánh giá tốt và lịch sử bán cùng loại hàng.

## Giảm rủi ro khi mua qua Kaimono

- Đăng ký dịch vụ chụp ảnh (20.000 ₫, 5 ảnh) và ghi chú các chi tiết cần chụp: logo, đường may, khóa kéo, tem, số serial.
- Kết hợp dịch vụ kiểm hàng (30.000 ₫) để đối chiếu tình trạng với mô tả và kiểm đếm phụ kiện đi kèm.
- Với món giá trị cao, hãy gửi ảnh cho chuyên gia hoặc dịch vụ giám định mà bạn tin tưởng trước khi hàng rời kho Osaka.

Cần nói rõ: nhân viên kho Kaimono không phải chuyên gia giám định và không xác nhận hàng thật hay giả. Dịch vụ chụp ảnh và kiểm hàng giúp bạn có thêm thông tin để tự đánh giá hoặc nhờ người có chuyên môn.

## Nếu nghi ngờ hàng giả

Khi phát hiện dấu hiệu hàng giả lúc hàng còn ở kho Osaka, hãy báo ngay cho chúng tôi. Chúng tôi sẽ liên hệ người bán hoặc sàn theo quy định của từng sàn để đề nghị hoàn tiền, đồng thời tạm dừng gửi món hàng đó về Việt Nam. Trên Mercari, việc này cần được thực hiện trước khi xác nhận đã nhận hàng, nên hãy chọn dịch vụ kiểm hàng ngay khi đặt với các món hàng hiệu.`,
  },
  {
    slug: 'quy-doi-size-quan-ao-giay-nhat-ban',
    title: 'Quy đổi size quần áo và giày dép Nhật Bản',
    summary:
      'Size Nhật thường nhỏ hơn size Âu Mỹ. Bảng quy đổi tham khảo cho giày (cm, US, EU), size áo nữ 号, ký hiệu LL, 3L và cách đọc số đo thực tế trong tin đăng.',
    tags: ['thời trang', 'size', 'hướng dẫn'],
    published_at: '2026-07-09',
    body: `Quần áo và giày dép là nhóm hàng được mua nhiều từ Nhật, nhưng cũng là nhóm dễ mua nhầm size nhất. Hàng đã qua sử dụng trên Mercari, Yahoo!フリマ hay đấu giá thường không đổi trả được, nên chọn đúng size ngay từ đầu rất quan trọng.

## Giày dép: size Nhật tính bằng cm

Size giày Nhật (cm) xấp xỉ chiều dài bàn chân. Cách chính xác nhất là đo chân của bạn: đứng trên tờ giấy, đánh dấu gót và đầu ngón dài nhất, đo khoảng cách rồi cộng khoảng 0,5–1 cm tùy kiểu giày.

Bảng tham khảo giày nam:

- 24,5 cm: US 6,5, EU 39.
- 25,0 cm: US 7, EU 40.
- 25,5 cm: US 7,5, EU 40,5.
- 26,0 cm: US 8, EU 41.
- 26,5 cm: US 8,5, EU 42.
- 27,0 cm: US 9, EU 42,5.
- 27,5 cm: US 9,5, EU 43.
- 28,0 cm: US 10, EU 44.

Bảng tham khảo giày nữ:

- 22,5 cm: US 5,5, EU 36.
- 23,0 cm: US 6, EU 36,5.
- 23,5 cm: US 6,5, EU 37,5.
- 24,0 cm: US 7, EU 38.
- 24,5 cm: US 7,5, EU 38,5.
- 25,0 cm: US 8, EU 39.

Mỗi hãng có form riêng, chênh lệch nửa size là bình thường. Khi mua lại một mẫu bạn đang đi, hãy xem size cm trên lưỡi giày hoặc nhãn bên trong giày cũ của mình.

## Quần áo: ký hiệu size Nhật

- Size chữ: SS hoặc XS, S, M, L, LL (tương đương XL), 3L (XXL), 4L. F hoặc フリーサイズ là size tự do, thường vừa người dáng nhỏ và trung bình.
- Size áo nữ theo số 号: 5号 tương đương XS, 7号 tương đương S, 9号 tương đương M, 11号 tương đương L, 13号 tương đương LL.
- Quần áo trẻ em ghi theo chiều cao (cm): 90, 100, 110, 120…

Nhìn chung, size Nhật nhỏ hơn size Âu Mỹ khoảng một cỡ: áo M của Nhật thường gần với S của Mỹ. Người Việt có vóc dáng gần người Nhật nên size Nhật thường dễ chọn hơn size Âu Mỹ, nhưng vẫn nên đối chiếu số đo.

## Đọc số đo thực tế (実寸)

Người bán đồ cũ thường đo thực tế sản phẩm. Các thuật ngữ cần biết:

- 着丈: chiều dài áo (từ cổ đến gấu).
- 身幅: rộng ngực (đo ngang một mặt áo, nhân đôi để ra vòng ngực).
- 肩幅: rộng vai.
- 袖丈: chiều dài tay áo.
- ウエスト: vòng eo (đôi khi đo một mặt, cần nhân đôi).
- 股下: chiều dài đáy quần đến gấu (inseam).
- 総丈: tổng chiều dài.

Cách làm hiệu quả nhất: lấy một món đồ vừa với bạn, đo theo đúng các thông số trên rồi so sánh.

## Mẹo khi đặt hàng

- Ghi chú size mong muốn và phân loại rõ ràng khi sản phẩm có nhiều lựa chọn (サイズ, カラー).
- Với đồ cũ, chú ý dòng 縮み (co rút sau giặt) hoặc 裾上げ済み (quần đã được cắt gấu).
- Có thể dùng dịch vụ chụp ảnh (20.000 ₫) và ghi chú “chụp nhãn size và thước đo” để chắc chắn trước khi gửi về.

Bảng quy đổi trên chỉ mang tính tham khảo. Khi có số đo thực tế trong tin đăng, hãy ưu tiên số đo đó.`,
  },
  {
    slug: 'nap-tien-vi-kaimono-bang-vietqr',
    title: 'Hướng dẫn nạp tiền vào ví Kaimono bằng VietQR',
    summary:
      'Quét mã VietQR bằng ứng dụng ngân hàng để nạp tiền vào ví chỉ trong vài phút. Cách ghi nội dung QA/QR, thời gian ghi nhận và xử lý khi chuyển sai.',
    tags: ['ví', 'VietQR', 'thanh toán'],
    published_at: '2026-07-30',
    body: `Mọi khoản thanh toán trên Kaimono, từ đơn hàng, hóa đơn lần 2 đến khoản tạm giữ khi đấu giá, đều trừ từ ví của bạn. Cách nạp tiền nhanh nhất là chuyển khoản bằng mã VietQR, chuẩn mã QR chung mà hầu hết ngân hàng tại Việt Nam hỗ trợ.

## Các bước nạp tiền

- Đăng nhập, mở Tài khoản > Ví và bấm “Nạp tiền” (hoặc bấm biểu tượng nạp tiền ở đầu trang).
- Nhập số tiền muốn nạp. Hệ thống hiển thị số tiền có dấu phân cách hàng nghìn và cách đọc bằng chữ, ví dụ 2.500.000 là “hai triệu năm trăm nghìn đồng”, để bạn kiểm tra lại.
- Mở ứng dụng ngân hàng trên điện thoại, chọn quét mã QR và quét mã trong hộp thoại. Nếu đang dùng điện thoại để xem website, bạn có thể lưu ảnh mã QR rồi chọn ảnh từ thư viện trong ứng dụng ngân hàng.
- Kiểm tra tên người nhận là Công ty TNHH Kaimono Việt Nam, số tiền và nội dung chuyển khoản, rồi xác nhận.

## Nội dung chuyển khoản QA và QR

Nội dung chuyển khoản là mã định danh riêng gắn với tài khoản Kaimono của bạn:

- Khi bạn nhập số tiền trước khi tạo mã, nội dung bắt đầu bằng QA, ví dụ QA36614A4E. Số tiền và nội dung được điền sẵn.
- Khi bạn không nhập số tiền, nội dung bắt đầu bằng QR, ví dụ QR36614A4E. Bạn tự nhập số tiền trong ứng dụng ngân hàng.

Mã của mỗi tài khoản là cố định, hệ thống dựa vào đó để cộng tiền vào đúng ví. Vui lòng giữ nguyên nội dung, không thêm dấu, không thêm tên hay lời nhắn. Nếu chuyển khoản thủ công, hãy sao chép chính xác mã trong hộp thoại.

## Khi nào tiền vào ví?

Với chuyển khoản nhanh liên ngân hàng và nội dung đúng, tiền thường vào ví sau vài phút và bạn nhận thông báo trên website. Ngoài giờ làm việc (8:00–21:00, Thứ Hai – Thứ Bảy), vào ngày lễ hoặc khi ngân hàng bảo trì hệ thống, việc ghi nhận có thể chậm hơn. Phí chuyển khoản (nếu có) do ngân hàng của bạn quy định.

## Nếu chuyển sai nội dung

Đừng lo: giao dịch không có nội dung hợp lệ sẽ được giữ lại chờ nhân viên đối soát, không bị mất. Hãy gửi ảnh biên lai chuyển khoản (có thời gian, số tiền, mã giao dịch) qua hotline 1900 6868, email hotro@kaimono.vn hoặc khung chat. Nhân viên sẽ xác minh và cộng tiền vào ví trong giờ làm việc. Mỗi giao dịch chỉ được ghi nhận một lần, nên bạn không cần lo bị cộng trùng hay trừ nhầm.

## Mẹo sử dụng ví

- Nạp trước một khoản khi chuẩn bị đấu giá: ví cần đủ số dư khả dụng để tạm giữ giá tối đa cộng phí dự kiến.
- Theo dõi số dư khả dụng và số tiền đang tạm giữ trong trang Ví; mọi biến động đều có lịch sử.
- Tiền hoàn từ đơn bị hủy hoặc không mua được sẽ trở về ví và dùng được ngay cho đơn tiếp theo.
- Bạn có thể yêu cầu rút số dư về tài khoản ngân hàng đứng tên mình; yêu cầu được xử lý trong vòng 2 ngày làm việc.

## An toàn khi chuyển khoản

- Chỉ chuyển vào tài khoản hiển thị trong hộp thoại nạp tiền, đứng tên Công ty TNHH Kaimono Việt Nam.
- Kaimono không bao giờ yêu cầu mật khẩu, mã OTP hoặc đề nghị bạn chuyển tiền vào tài khoản cá nhân của nhân viên.
- Nếu nhận được tin nhắn đáng ngờ mạo danh Kaimono, hãy liên hệ hotline để kiểm tra trước khi làm theo.`,
  },
  {
    slug: 'lich-sale-lon-tai-nhat-ban',
    title: 'Lịch các đợt sale lớn tại Nhật và những lưu ý khi mua qua dịch vụ',
    summary:
      'Rakuten Super SALE, お買い物マラソン, ngày 5のつく日 của Yahoo! Shopping, Black Friday, túi may mắn đầu năm và những dịp lễ khiến vận chuyển chậm lại.',
    tags: ['khuyến mãi', 'Rakuten', 'Yahoo! Shopping'],
    published_at: '2026-08-20',
    body: `Mua đúng dịp sale có thể giúp bạn tiết kiệm đáng kể khi mua hàng Nhật. Tuy nhiên, không phải ưu đãi nào cũng có lợi cho người mua qua dịch vụ mua hộ. Bài viết tổng hợp các đợt sale quen thuộc và điều bạn thực sự nhận được.

## Rakuten Super SALE (楽天スーパーSALE)

Đây là đợt sale lớn nhất của Rakuten Ichiba, thường diễn ra khoảng bốn lần mỗi năm (thường vào tháng 3, 6, 9 và 12), mỗi đợt kéo dài khoảng một tuần. Nhiều shop giảm giá sâu, có các sản phẩm giảm nửa giá (半額) với số lượng giới hạn. Ngày giờ cụ thể được Rakuten công bố trước mỗi đợt.

Một phần lớn ưu đãi của Super SALE là điểm thưởng khi mua ở nhiều shop (ショップ買いまわり). Điểm Rakuten được cộng cho tài khoản mua hàng, tức tài khoản của đơn vị mua hộ, nên bạn không hưởng phần này. Hãy tập trung vào sản phẩm được giảm giá trực tiếp.

## お買い物マラソン của Rakuten

Rakuten thường tổ chức お買い物マラソン (Shopping Marathon) vào những tháng không có Super SALE. Cơ chế chủ yếu cũng là điểm thưởng khi mua ở nhiều shop, kèm một số coupon và sản phẩm giảm giá của từng shop.

## Ngày 5のつく日 trên Yahoo! Shopping

Yahoo! Shopping có chương trình 5のつく日 vào các ngày 5, 15 và 25 hằng tháng, chủ yếu là ưu đãi điểm PayPay cho người mua đủ điều kiện. Tương tự điểm Rakuten, ưu đãi điểm không chuyển được cho khách mua hộ. Nội dung chương trình có thể thay đổi theo thời gian.

## Black Friday và sale cuối năm

Những năm gần đây, nhiều sàn và cửa hàng tại Nhật tổ chức Black Friday (ブラックフライデー) vào cuối tháng 11. Tháng 12 có các đợt sale cuối năm, và tháng 3, thời điểm kết thúc năm tài chính của nhiều doanh nghiệp Nhật, thường có sale thanh lý (決算セール).

## Túi may mắn (福袋) và sale đầu năm (初売り)

Đầu năm mới, nhiều thương hiệu bán túi may mắn với giá cố định, bên trong có hàng trị giá cao hơn. Túi may mắn thường được đặt trước từ tháng 11, tháng 12 và bán hết rất nhanh. Nội dung túi thường không được biết trước, nên đây là lựa chọn cho người thích bất ngờ.

## Ưu đãi thực sự có lợi cho bạn

- Giá giảm trực tiếp trên trang sản phẩm.
- Coupon công khai của shop áp dụng được cho mọi người mua. Một số coupon chỉ dành cho tài khoản đáp ứng điều kiện riêng, nên Kaimono không cam kết áp dụng được mọi coupon.
- Miễn phí ship nội địa khi đạt ngưỡng của shop: gom nhiều món trong cùng shop để đạt ngưỡng.

## Lưu ý về thời gian vận chuyển

- Trong đợt sale, shop nhận rất nhiều đơn nên có thể gửi hàng chậm hơn bình thường.
- Các kỳ nghỉ dài ở Nhật như năm mới (年末年始), Golden Week (cuối tháng 4 đến đầu tháng 5) và Obon (giữa tháng 8) khiến nhiều shop và hãng vận chuyển tạm nghỉ.
- Tết Nguyên đán ở Việt Nam làm chậm khâu thông quan và giao hàng trong nước.

## Chuẩn bị trước đợt sale

- Lưu sản phẩm yêu thích trên Kaimono để theo dõi giá.
- Nạp sẵn tiền vào ví, vì hàng giảm sâu thường hết trong vài phút.
- Tính trước tổng chi phí bằng trang Báo giá tự động: một món giảm 20% nhưng cồng kềnh có thể không còn rẻ sau khi cộng cước quốc tế.`,
  },
  {
    slug: 'dich-vu-chup-anh-va-kiem-hang-tai-kho-nhat',
    title: 'Dịch vụ chụp ảnh và kiểm hàng tại kho Nhật: khi nào đáng dùng?',
    summary:
      'Với 20.000 ₫ bạn có 5 ảnh thật của sản phẩm tại kho Osaka; thêm 30.000 ₫ để kiểm hàng. Những trường hợp nên dùng, cách ghi yêu cầu và giới hạn của dịch vụ.',
    tags: ['dịch vụ', 'chụp ảnh', 'kiểm hàng'],
    published_at: '2026-10-01',
    body: `Khi mua hàng từ xa, điều khiến nhiều người lo nhất là món hàng thật có giống ảnh hay không. Dịch vụ chụp ảnh và kiểm hàng tại kho Osaka của Kaimono giúp bạn nhìn thấy món hàng thật trước khi trả cước gửi về Việt Nam.

## Hai dịch vụ, hai mục đích

- Chụp ảnh (20.000 ₫/sản phẩm): nhân viên kho chụp 5 ảnh thực tế gồm toàn cảnh, các mặt, nhãn mác và phụ kiện, hoặc theo góc bạn yêu cầu.
- Kiểm hàng (30.000 ₫/sản phẩm): đối chiếu sản phẩm với mô tả của người bán, kiểm đếm số lượng và phụ kiện, kiểm tra ngoại quan và ghi chú các lỗi phát hiện được.

Hai dịch vụ có thể dùng riêng hoặc kết hợp (50.000 ₫/sản phẩm).

## Những trường hợp nên dùng

- Hàng cũ có giá trị cao: máy ảnh, ống kính, đồng hồ, túi xách, máy chơi game.
- Hàng sưu tầm mà hộp, sách hướng dẫn hay quà tặng kèm (特典) quyết định giá trị.
- Sản phẩm trên Suruga-ya, nơi ảnh hàng cũ thường là ảnh minh họa.
- Quần áo, giày dép cần xem nhãn size, vết bẩn, độ mòn.
- Hàng mua trên Mercari: kho kiểm trước khi xác nhận nhận hàng, giúp giữ cơ hội khiếu nại với người bán.

## Những trường hợp có thể bỏ qua

- Hàng mới nguyên seal từ cửa hàng chính hãng trên Rakuten hoặc Yahoo! Shopping.
- Món hàng giá trị thấp, khi phí dịch vụ chiếm tỷ lệ lớn so với giá hàng.

## Cách ghi yêu cầu hiệu quả

Ghi chú càng cụ thể, ảnh càng hữu ích. Ví dụ:

- “Chụp rõ số serial dưới đáy máy.”
- “Chụp mặt kính ống kính dưới đèn để xem mốc, xước.”
- “Chụp đế giày và nhãn size bên trong.”
- “Chụp bốn góc hộp figure.”
- “Không bóc seal, chỉ chụp bên ngoài.”

## Quy trình và thời gian

- Chọn dịch vụ khi thêm sản phẩm vào giỏ, hoặc liên hệ để bổ sung trước khi hàng về kho Osaka.
- Khi hàng về kho, kết quả thường có trong vòng 1 ngày làm việc. Bạn nhận thông báo và xem ảnh trong trang chi tiết đơn hàng.
- Nếu mọi thứ ổn, hàng tiếp tục được gom kiện và gửi về Việt Nam theo tuyến bạn chọn.
- Nếu phát hiện vấn đề, bạn liên hệ để chúng tôi trao đổi với người bán hoặc sàn.

## Giới hạn cần biết

- Đây không phải dịch vụ giám định thật giả; nhân viên kho không xác nhận nguồn gốc thương hiệu.
- Không tháo rời, sửa chữa hoặc chạy thử lâu dài. Thiết bị điện chỉ được bật thử khi có sẵn pin hoặc nguồn phù hợp với điện áp 100V của Nhật.
- Kết quả khiếu nại với người bán phụ thuộc vào người bán và quy định của sàn. Hàng ghi ジャンク hoặc ノークレーム・ノーリターン rất khó được hoàn tiền.

Chi phí nhỏ so với rủi ro trả cước quốc tế cho một món hàng không như mong đợi, vì vậy hãy cân nhắc dùng dịch vụ với những món bạn đặc biệt quan tâm.`,
  },
  {
    slug: 'gom-kien-tai-kho-nhat-de-tiet-kiem-cuoc',
    title: 'Gom kiện tại kho Nhật: cách đơn giản để tiết kiệm cước quốc tế',
    summary:
      'Mua nhiều món từ nhiều người bán? Gom chúng thành một kiện tại kho Osaka giúp tránh mức cước tối thiểu lặp lại và giảm khối lượng quy đổi.',
    tags: ['vận chuyển', 'gom kiện', 'kinh nghiệm'],
    published_at: '2026-09-10',
    body: `Khi mua hàng từ nhiều người bán trên Mercari, Yahoo! Auctions hay Suruga-ya, mỗi món sẽ về kho Osaka vào một thời điểm khác nhau. Thay vì gửi từng món riêng về Việt Nam, bạn có thể đề nghị gom tất cả vào một kiện. Gom kiện tại kho Nhật của Kaimono là miễn phí trong thời gian lưu kho miễn phí 30 ngày.

## Vì sao gom kiện tiết kiệm?

- Tránh mức tối thiểu lặp lại: đường bay tính tối thiểu 0,5 kg mỗi kiện. Ba món nhỏ mỗi món 0,2 kg gửi riêng sẽ bị tính 3 × 0,5 kg = 1,5 kg, tức 375.000 ₫; gom lại chỉ khoảng 0,6 kg, tức 150.000 ₫.
- Giảm khối lượng quy đổi: nhiều hộp nhỏ có khoảng trống được đóng lại trong một thùng gọn hơn.
- Đạt ngưỡng đường biển: đường biển tính tối thiểu 5 kg. Gom nhiều đơn giúp bạn đủ khối lượng để dùng tuyến rẻ nhất cho hàng không gấp.

## Cách yêu cầu gom kiện

- Khi đặt hàng, ghi chú muốn gom với các đơn khác, hoặc liên hệ nhân viên khi các đơn đã về kho Osaka.
- Các đơn cần cùng tuyến vận chuyển và cùng địa chỉ nhận.
- Nhân viên kho chờ đến khi món cuối cùng về, rồi đóng gói chung và gửi đi.

## Lưu ý về thời gian lưu kho

Hàng được lưu miễn phí 30 ngày kể từ khi về kho Osaka. Sau đó phí lưu kho là 2.000 ₫/kg/ngày. Nếu một món trong nhóm về chậm (ví dụ hàng đặt trước trên Rakuten hoặc Suruga-ya có ngày phát hành còn xa), các món về trước có thể vượt quá 30 ngày. Trong trường hợp đó, hãy cân nhắc gửi trước những món đã có.

Ví dụ: bạn gom 3 kg hàng chờ thêm 10 ngày sau hạn miễn phí, phí lưu kho là 3 × 2.000 × 10 = 60.000 ₫. So với việc gửi riêng, đôi khi khoản này vẫn đáng, đôi khi không. Nhân viên có thể giúp bạn tính.

## Đóng gói lại

Khi gom kiện, kho có thể bỏ bớt hộp carton ngoài của người bán và đóng lại bằng thùng vừa khít để giảm kích thước. Với hàng sưu tầm, hộp sản phẩm sẽ được giữ nguyên; hãy ghi chú rõ nếu bạn muốn giữ cả hộp ngoài. Hàng dễ vỡ nên đăng ký bọc chống sốc (15.000 ₫/sản phẩm) hoặc đóng thùng gỗ (150.000 ₫/kiện). Thùng gỗ làm tăng cân nặng, nên chỉ nên dùng với món thật sự dễ vỡ.

## Khi nào không nên gom?

- Khi có món cần gấp: gửi riêng món đó bằng đường bay hoặc EMS.
- Khi một món thuộc diện hạn chế đường bay (pin rời, bình xịt, nước hoa): món đó nên đi tuyến khác để không làm chậm cả kiện.
- Khi tổng giá trị kiện rất lớn: chia kiện và mua bảo hiểm (3% giá trị khai báo) để giảm rủi ro.

Gom kiện là một trong những cách đơn giản nhất để giảm chi phí khi mua hàng Nhật thường xuyên. Kết hợp với trang Báo giá tự động, bạn có thể ước tính trước số tiền tiết kiệm được.`,
  },
  {
    slug: 'mua-hang-tren-yahoo-shopping',
    title: 'Mua hàng trên Yahoo! Shopping: những điều cần biết',
    summary:
      'Yahoo! Shopping tập hợp hàng nghìn cửa hàng trực tuyến Nhật. Cách chọn phân loại sản phẩm, đọc phí ship, hàng đặt trước và ưu đãi điểm PayPay.',
    tags: ['Yahoo! Shopping', 'hướng dẫn', 'hàng mới'],
    published_at: '2026-11-12',
    body: `Yahoo! Shopping (Yahoo!ショッピング) là trung tâm mua sắm trực tuyến của Yahoo! Japan, nơi hàng nghìn cửa hàng bán hàng mới: thời trang, mỹ phẩm, đồ gia dụng, đồ điện tử, thực phẩm, đồ cho mẹ và bé. Khác với Yahoo! Auctions, ở đây bạn mua với giá cố định từ các cửa hàng kinh doanh.

## Mỗi sản phẩm thuộc một cửa hàng

Tương tự Rakuten Ichiba, mỗi cửa hàng trên Yahoo! Shopping tự quyết định giá, phí ship, chính sách đổi trả và thời gian gửi hàng. Đường dẫn sản phẩm thường có dạng store.shopping.yahoo.co.jp/tên-cửa-hàng/mã-sản-phẩm.html. Bạn có thể dán link này vào ô tìm kiếm của Kaimono để mở sản phẩm.

Các link cũ từ PayPayモール, nền tảng đã được hợp nhất vào Yahoo! Shopping, cũng có thể vẫn còn xuất hiện. Nếu link không mở được, hãy tìm sản phẩm bằng tên.

## Chọn đúng phân loại

Nhiều sản phẩm có nhiều lựa chọn như màu (カラー), kích thước (サイズ), dung tích hay bộ sản phẩm (セット). Giá có thể khác nhau giữa các lựa chọn, và một số lựa chọn có thể đã hết hàng (在庫なし) trong khi lựa chọn khác còn. Trên Kaimono, hãy chọn phân loại trước khi thêm vào giỏ và ghi chú nếu có yêu cầu đặc biệt.

## Phí ship và ngưỡng miễn phí

- 送料無料: miễn phí ship trong Nhật.
- 条件付き送料無料: miễn phí khi đơn trong cùng cửa hàng đạt một ngưỡng nhất định.
- Phí ship tính riêng theo bảng phí của cửa hàng.

Vì hàng được gửi đến kho Osaka, phí ship áp dụng là phí trong Nhật. Nếu cửa hàng chưa công bố phí, báo giá tạm tính ¥800–¥1,500 và phần chênh lệch được điều chỉnh ở lần thanh toán 2.

## Hàng đặt trước và hàng phải chờ

- 予約 (đặt trước): hàng được gửi sau ngày phát hành.
- お取り寄せ (đặt hàng từ nhà cung cấp): có thể mất nhiều ngày và đôi khi bị hủy nếu nhà cung cấp hết hàng.
- 発送日 hoặc 発送目安: thời gian dự kiến cửa hàng gửi hàng đi, nên xem trước khi đặt.

Nếu cửa hàng hủy đơn, toàn bộ thanh toán lần 1 được hoàn về ví của bạn.

## Điểm PayPay và coupon

Yahoo! Shopping có nhiều chương trình tặng điểm PayPay, như ngày 5のつく日 (các ngày 5, 15, 25). Điểm được cộng cho tài khoản thực hiện giao dịch, tức tài khoản của Kaimono, nên khách hàng không nhận được điểm. Khi so sánh giá, hãy nhìn vào giá bán thực tế. Coupon giảm giá công khai của cửa hàng là ưu đãi trực tiếp, nhưng một số coupon chỉ dành cho tài khoản thỏa điều kiện riêng nên không phải lúc nào cũng áp dụng được.

## Chọn cửa hàng đáng tin cậy

- Xem đánh giá (レビュー) của sản phẩm và điểm đánh giá của cửa hàng.
- Với hàng thương hiệu, ưu tiên cửa hàng chính hãng (公式ストア) hoặc nhà bán lẻ lớn.
- Đọc trang thông tin cửa hàng (会社概要) và chính sách đổi trả.
- Cẩn thận với giá thấp bất thường so với các cửa hàng khác.

## Kết hợp với các sàn khác

Cùng một sản phẩm có thể có trên cả Yahoo! Shopping và Rakuten Ichiba với giá và phí ship khác nhau. Kaimono cho phép tìm trên nhiều sàn, nên hãy so sánh tổng chi phí trước khi quyết định.`,
  },
];
