import type { StaticPage } from './types.ts';

/**
 * Static pages of the storefront, keyed by path. Fees here follow the company's fee schedule
 * (the same defaults as the pricing engine); exchange rates are never quoted, the site shows them live.
 */
const pages: StaticPage[] = [
  {
    path: '/page/nguoi-dung-moi',
    title: 'Hướng dẫn cho người dùng mới',
    description:
      'Tạo tài khoản, nạp tiền vào ví bằng chuyển khoản VietQR và đặt đơn hàng Nhật Bản đầu tiên trên Kaimono qua từng bước đơn giản.',
    sections: [
      {
        heading: 'Kaimono giúp bạn điều gì?',
        paragraphs: [
          'Kaimono là dịch vụ mua hộ và vận chuyển hàng từ Nhật Bản về Việt Nam. Bạn tìm sản phẩm trên sáu sàn: Yahoo! Auctions (ヤフオク!), Yahoo! Shopping, Mercari, Rakuten Ichiba, Yahoo!フリマ (trước đây là PayPayフリマ) và Suruga-ya (駿河屋), xem giá bằng yên và tiền Việt, rồi đặt mua ngay trên website bằng tiếng Việt.',
          'Chúng tôi thay bạn thanh toán cho người bán tại Nhật, nhận hàng ở kho Osaka, đóng gói và gửi về kho TP. Hồ Chí Minh hoặc Hà Nội. Bạn thanh toán làm hai lần: lần 1 trước khi mua (tiền hàng, phí tại Nhật và phí dịch vụ), lần 2 khi kiện hàng về đến kho Việt Nam (cước quốc tế và phí giao hàng trong nước, tính theo cân nặng thực tế).',
          'Trang này hướng dẫn bạn đi từ lúc tạo tài khoản đến khi nhận được đơn hàng đầu tiên.',
        ],
      },
      {
        heading: 'Bước 1: Tạo tài khoản và hoàn thiện hồ sơ',
        list: [
          'Bấm “Đăng ký” trên thanh đầu trang, nhập số điện thoại di động Việt Nam (10 chữ số) và mật khẩu, sau đó nhập mã xác thực được gửi về điện thoại.',
          'Vào mục Tài khoản để bổ sung họ tên, email và ngày sinh. Email giúp bạn nhận hóa đơn và lấy lại mật khẩu khi cần.',
          'Thêm ít nhất một địa chỉ nhận hàng gồm tỉnh/thành phố và phường/xã. Từ ngày 01/07/2025, địa chỉ hành chính không còn cấp quận/huyện, hệ thống dùng danh mục tỉnh, thành phố và phường, xã mới.',
          'Bật thông báo để không bỏ lỡ tin nhắn về đấu giá, báo giá và hóa đơn.',
        ],
      },
      {
        heading: 'Bước 2: Nạp tiền vào ví bằng VietQR',
        paragraphs: [
          'Mọi khoản thanh toán trên Kaimono đều trừ từ ví của bạn. Để nạp tiền, mở Tài khoản > Ví và bấm “Nạp tiền”. Hộp thoại nạp tiền hiển thị số tài khoản ngân hàng đứng tên Công ty TNHH Kaimono Việt Nam và một mã QR theo chuẩn VietQR.',
          'Nếu bạn nhập số tiền trước khi tạo mã, mã QR sẽ chứa sẵn số tiền; hệ thống hiển thị số tiền kèm dấu phân cách hàng nghìn và cách đọc bằng chữ để bạn kiểm tra lại. Mở ứng dụng ngân hàng, chọn quét mã QR và xác nhận giao dịch.',
          'Nội dung chuyển khoản là mã định danh riêng của tài khoản bạn, bắt đầu bằng QA (khi có số tiền) hoặc QR (khi không nhập số tiền). Hệ thống dựa vào nội dung này để tự động cộng tiền vào đúng ví, vì vậy vui lòng giữ nguyên, không thêm bớt ký tự.',
        ],
        table: [
          ['Cách nạp', 'Nội dung chuyển khoản (ví dụ)', 'Ghi chú'],
          ['Nhập số tiền rồi quét mã', 'QA36614A4E', 'Số tiền và nội dung được điền sẵn trong ứng dụng ngân hàng'],
          ['Quét mã không kèm số tiền', 'QR36614A4E', 'Bạn tự nhập số tiền muốn nạp'],
          ['Chuyển khoản thủ công', 'Sao chép đúng mã hiển thị trong hộp thoại', 'Không gõ dấu, không thêm chữ'],
        ],
      },
      {
        heading: 'Khi nào tiền vào ví?',
        paragraphs: [
          'Với giao dịch chuyển nhanh liên ngân hàng có nội dung đúng, tiền thường được ghi nhận vào ví sau vài phút. Ngoài giờ làm việc (8:00–21:00, Thứ Hai – Thứ Bảy), ngày lễ hoặc khi ngân hàng bảo trì, việc ghi nhận có thể chậm hơn.',
          'Nếu bạn chuyển sai nội dung hoặc quá 30 phút mà ví chưa cập nhật, hãy gửi ảnh biên lai chuyển khoản cho chúng tôi qua hotline 1900 6868, email hotro@kaimono.vn hoặc khung chat. Nhân viên sẽ đối soát và cộng tiền thủ công; mỗi giao dịch chỉ được ghi nhận một lần.',
          'Kaimono không bao giờ hỏi mật khẩu, mã OTP hay yêu cầu bạn chuyển tiền vào tài khoản cá nhân. Chỉ chuyển khoản vào tài khoản hiển thị trong hộp thoại nạp tiền.',
        ],
      },
      {
        heading: 'Bước 3: Tìm sản phẩm',
        list: [
          'Gõ từ khóa tiếng Việt, tiếng Anh hoặc tiếng Nhật vào ô tìm kiếm và chọn sàn. Chế độ tự dịch từ khóa giúp bạn tìm trên sàn Nhật mà không cần biết tiếng Nhật; với tên riêng, mã sản phẩm hay tên nhân vật, từ khóa tiếng Nhật thường cho kết quả chính xác hơn.',
          'Nếu đã có sẵn đường dẫn sản phẩm trên một trong sáu sàn, chỉ cần dán link vào ô tìm kiếm, hệ thống sẽ mở trang sản phẩm tương ứng.',
          'Trên trang sản phẩm, bạn thấy giá bằng yên, giá quy đổi sang tiền Việt theo tỷ giá đang hiển thị, phí vận chuyển nội địa Nhật (nếu người bán công bố) và thông tin người bán.',
        ],
      },
      {
        heading: 'Bước 4: Đặt đơn hàng đầu tiên',
        list: [
          'Chọn phân loại (màu, size) nếu có, số lượng và tuyến vận chuyển: đường bay, đường biển hoặc chuyển phát nhanh EMS.',
          'Chọn dịch vụ thêm nếu cần: chụp ảnh, kiểm hàng, bọc chống sốc, đóng thùng gỗ, bảo hiểm.',
          'Bấm “Thêm vào giỏ” để gom nhiều sản phẩm, hoặc “Mua ngay”. Với hàng đấu giá, bạn đặt giá tối đa thay vì thêm vào giỏ.',
          'Trong giỏ hàng, chọn địa chỉ nhận, nhập mã giảm giá (nếu có) và tạo đơn. Kiểm tra báo giá rồi xác nhận thanh toán lần 1 từ ví.',
          'Sau khi thanh toán, nhân viên mua hàng sẽ tiến hành đặt mua trên sàn Nhật. Nếu sản phẩm đã hết hoặc người bán hủy, toàn bộ tiền được hoàn về ví.',
        ],
      },
      {
        heading: 'Bước 5: Theo dõi đơn và thanh toán lần 2',
        paragraphs: [
          'Mọi thay đổi trạng thái đều có thông báo trên website. Bạn xem chi tiết tại Tài khoản > Quản lý đơn hàng.',
        ],
        table: [
          ['Trạng thái', 'Ý nghĩa'],
          ['Chờ báo giá', 'Nhân viên đang kiểm tra sản phẩm và chi phí'],
          ['Chờ thanh toán', 'Đơn cần thanh toán lần 1 để được mua'],
          ['Đang mua / Đã mua', 'Kaimono đang đặt hàng hoặc đã mua xong trên sàn Nhật'],
          ['Đã về kho Nhật', 'Hàng đã đến kho Osaka, được kiểm, chụp ảnh (nếu đăng ký) và đóng gói'],
          ['Đang vận chuyển quốc tế', 'Kiện hàng đang trên đường về Việt Nam'],
          ['Đã về kho Việt Nam', 'Hệ thống tạo hóa đơn lần 2 theo cân nặng đo thực tế'],
          ['Đang giao / Đã giao', 'Hàng được giao đến bạn hoặc bạn đã nhận tại kho'],
        ],
      },
      {
        heading: 'Mẹo cho đơn hàng đầu tiên',
        list: [
          'Dùng trang Báo giá tự động để ước tính tổng chi phí trước khi đặt, nhất là với hàng cồng kềnh.',
          'Với hàng đã qua sử dụng trên Mercari, Yahoo!フリマ hay đấu giá, hãy đọc kỹ mô tả tình trạng và cân nhắc dịch vụ chụp ảnh.',
          'Nạp dư một khoản nhỏ để khỏi phải chờ tiền vào ví khi cần thanh toán gấp, ví dụ lúc đặt giá đấu giá.',
          'Nếu mua nhiều món trong vài ngày, hãy đề nghị gom kiện ở kho Nhật để tiết kiệm cước.',
        ],
      },
      {
        heading: 'Cần hỗ trợ?',
        paragraphs: [
          'Đội ngũ chăm sóc khách hàng làm việc từ 8:00 đến 21:00, Thứ Hai – Thứ Bảy. Hotline: 1900 6868 (cước gọi theo quy định của nhà mạng). Email: hotro@kaimono.vn. Bạn cũng có thể nhắn tin qua Zalo hoặc Facebook Messenger bằng nút liên hệ ở góc màn hình.',
        ],
      },
    ],
  },
  {
    path: '/page/huong-dan-mua-hang',
    title: 'Hướng dẫn mua hàng',
    description:
      'Cách mua hàng trên sáu sàn Nhật qua Kaimono: quy trình từng bước, đấu giá và đặt giá phút chót, hàng cấm nhập khẩu và thủ tục hải quan.',
    sections: [
      {
        heading: 'Quy trình chung',
        list: [
          'Tìm sản phẩm bằng từ khóa hoặc dán đường dẫn từ một trong sáu sàn được hỗ trợ.',
          'Chọn phân loại, số lượng, tuyến vận chuyển và dịch vụ thêm; thêm vào giỏ, mua ngay hoặc đặt giá (với hàng đấu giá).',
          'Tạo đơn và thanh toán lần 1 từ ví: tiền hàng, phí phát sinh tại Nhật và phí dịch vụ. Tỷ giá được chốt khi bạn xác nhận đơn và ghi trên đơn hàng.',
          'Kaimono mua hàng, người bán gửi đến kho Osaka. Kho kiểm đếm, chụp ảnh (nếu đăng ký), đóng gói và gom kiện theo yêu cầu.',
          'Kiện hàng được gửi về kho TP. Hồ Chí Minh hoặc Hà Nội, cân đo thực tế và phát hành hóa đơn thanh toán lần 2.',
          'Sau khi thanh toán lần 2, bạn nhận hàng tại kho (miễn phí) hoặc được giao tận nơi qua đơn vị vận chuyển.',
        ],
      },
      {
        heading: 'Mua trên từng sàn',
        paragraphs: [
          'Mỗi sàn có cách bán khác nhau. Bảng dưới đây tóm tắt những điểm cần lưu ý; chi tiết hơn có trong mục Tin tức.',
        ],
        table: [
          ['Sàn', 'Hình thức', 'Lưu ý khi mua'],
          ['Yahoo! Auctions (ヤフオク!)', 'Đấu giá và mua ngay (即決)', 'Đặt giá tối đa; có thể tự động gia hạn 5 phút; giá thắng là ràng buộc, không hủy được'],
          ['Yahoo! Shopping', 'Cửa hàng trực tuyến', 'Mỗi cửa hàng có phí ship và điều kiện miễn phí ship riêng; chọn đúng phân loại sản phẩm'],
          ['Mercari', 'Chợ đồ cũ giữa cá nhân, cửa hàng Mercari Shops, có đấu giá', 'Hàng bán rất nhanh; đọc kỹ tình trạng và ghi chú của người bán như 即購入禁止, 専用'],
          ['Rakuten Ichiba', 'Trung tâm thương mại nhiều cửa hàng', 'Giá đã gồm thuế; phí ship theo từng shop; hàng đặt trước hoặc hàng 取り寄せ có thể chờ lâu'],
          ['Yahoo!フリマ (PayPayフリマ)', 'Chợ đồ cũ giá cố định', 'Giá niêm yết thường đã gồm phí ship do người bán trả; không có đấu giá'],
          ['Suruga-ya (駿河屋)', 'Cửa hàng đồ cũ và mới: game, anime, sách, đĩa', 'Ảnh thường là ảnh minh họa; hàng của cửa hàng đối tác (マケプレ) giao riêng và tính phí ship riêng'],
        ],
      },
      {
        heading: 'Đấu giá trên Yahoo! Auctions',
        paragraphs: [
          'Khi đấu giá, bạn nhập mức giá tối đa sẵn sàng trả. Hệ thống của Yahoo! Auctions đặt giá tự động (自動入札): giá hiện tại chỉ tăng từng bước vừa đủ để bạn dẫn đầu, không vượt quá mức tối đa của bạn. Khi chưa có ai đặt giá, bạn có thể đặt đúng giá khởi điểm; khi đã có người đặt, giá tối thiểu là giá hiện tại cộng một bước giá.',
          'Nếu một lượt đặt giá làm tăng giá hiện tại trong 5 phút cuối và phiên có bật tự động gia hạn (自動延長：あり), thời gian kết thúc được lùi thêm 5 phút, không giới hạn số lần. Người bán cũng có thể kết thúc sớm (早期終了) hoặc đặt giá sàn (最低落札価格).',
          'Khi bạn đặt giá, ví tạm giữ giá tối đa quy đổi sang tiền Việt cộng phí dự kiến. Nếu thắng, khoản này trở thành thanh toán lần 1; nếu thua, tiền được giải phóng.',
        ],
        table: [
          ['Giá hiện tại', 'Bước giá tối thiểu'],
          ['¥1 – ¥999', '¥10'],
          ['¥1,000 – ¥4,999', '¥100'],
          ['¥5,000 – ¥9,999', '¥250'],
          ['¥10,000 – ¥49,999', '¥500'],
          ['Từ ¥50,000', '¥1,000'],
        ],
      },
      {
        heading: 'Đặt giá phút chót (snipe)',
        paragraphs: [
          'Với chế độ đặt giá phút chót, hệ thống Kaimono gửi giá tối đa của bạn vài giây trước khi phiên kết thúc, giúp không lộ mức giá sớm và hạn chế bị đẩy giá từng chút một.',
          'Lưu ý: nếu phiên có tự động gia hạn, một lượt đặt giá trong 5 phút cuối làm tăng giá sẽ kéo dài phiên thêm 5 phút, nên yếu tố bất ngờ giảm đi. Hãy luôn đặt đúng mức giá cao nhất bạn chấp nhận trả. Bạn có thể hủy lịch đặt giá phút chót trước khi hệ thống gửi giá; sau khi giá đã được gửi lên Yahoo! Auctions thì không thể rút lại.',
          'Đặt giá phút chót không đảm bảo thắng: người khác có thể đã đặt mức tối đa cao hơn.',
        ],
      },
      {
        heading: 'Thương lượng giá mong muốn',
        paragraphs: [
          'Với một số sản phẩm giá cố định (đặc biệt trên Mercari và các tin đăng có ghi 値下げ交渉あり), bạn có thể gửi yêu cầu giá mong muốn. Nhân viên sẽ hỏi người bán theo cách sàn cho phép. Nếu bạn chọn tự động mua, đơn sẽ được đặt ngay khi người bán đồng ý mức giá bằng hoặc thấp hơn giá mong muốn. Người bán có quyền từ chối hoặc không trả lời, và sản phẩm có thể được bán cho người khác trong lúc chờ.',
        ],
      },
      {
        heading: 'Hàng cấm và hàng hạn chế nhập khẩu',
        paragraphs: [
          'Kaimono không nhận mua và vận chuyển hàng hóa thuộc diện cấm nhập khẩu vào Việt Nam hoặc cấm vận chuyển quốc tế. Danh mục dưới đây mang tính tham khảo, danh mục chính thức do cơ quan nhà nước ban hành và có thể thay đổi. Nếu không chắc chắn, hãy hỏi chúng tôi trước khi đặt.',
        ],
        list: [
          'Vũ khí, đạn dược, vật liệu nổ, pháo; súng đồ chơi bắn đạn nhựa, đạn bi (airsoft) và đồ chơi nguy hiểm.',
          'Ma túy, tiền chất, thuốc kê đơn; thuốc lá điện tử, thuốc lá nung nóng.',
          'Hàng giả, hàng nhái nhãn hiệu; ấn phẩm, bản đồ, văn hóa phẩm có nội dung bị cấm hoặc sai lệch chủ quyền lãnh thổ Việt Nam.',
          'Động vật hoang dã và sản phẩm từ loài nguy cấp (ngà voi, sừng, mai rùa…), thực vật sống, hạt giống.',
          'Một số nhóm hàng tiêu dùng đã qua sử dụng bị hạn chế nhập khẩu theo Phụ lục I Nghị định 69/2018/NĐ-CP (ví dụ một số hàng điện tử, điện gia dụng, thiết bị y tế đã qua sử dụng). Chúng tôi sẽ tư vấn trước khi mua.',
          'Hàng hạn chế đi đường bay: pin lithium rời, sạc dự phòng, bình xịt, nước hoa, sơn móng tay, chất lỏng dễ cháy, nam châm mạnh. Các mặt hàng này có thể phải đi đường biển hoặc không vận chuyển được.',
          'Hàng cần kiểm tra trước: thực phẩm, thực phẩm chức năng, mỹ phẩm, rượu, thiết bị phát sóng, điện thoại, flycam. Chỉ nhận với số lượng phù hợp nhu cầu cá nhân và khi thủ tục cho phép.',
        ],
      },
      {
        heading: 'Hải quan và thuế',
        paragraphs: [
          'Hàng từ Nhật về Việt Nam phải làm thủ tục hải quan. Cước vận chuyển quốc tế của Kaimono đã bao gồm thủ tục thông quan thông thường cho hàng tiêu dùng cá nhân. Thuế nhập khẩu, thuế giá trị gia tăng (nếu phát sinh) và chi phí kiểm tra chuyên ngành với hàng cần giấy phép được thu theo thực tế, có chứng từ kèm theo.',
          'Từ ngày 18/02/2025, hàng nhập khẩu có trị giá nhỏ gửi qua dịch vụ chuyển phát nhanh không còn được miễn thuế theo Quyết định 78/2010/QĐ-TTg (đã được bãi bỏ). Vì vậy, hãy khai báo đúng giá trị hàng và tránh đặt số lượng lớn mang tính thương mại dưới danh nghĩa hàng cá nhân.',
          'Nếu hàng bị hải quan tạm giữ, Kaimono thông báo ngay và hướng dẫn bổ sung chứng từ. Hàng bị tịch thu do thuộc danh mục cấm không được hoàn tiền.',
        ],
      },
      {
        heading: 'Khi hàng về Việt Nam',
        list: [
          'Bạn nhận thông báo và hóa đơn thanh toán lần 2 gồm cước quốc tế theo khối lượng tính cước và phí giao hàng trong nước (nếu chọn giao tận nơi).',
          'Nhận hàng miễn phí tại kho TP. Hồ Chí Minh hoặc Hà Nội trong giờ làm việc, hoặc chọn giao tận nơi theo biểu phí của đơn vị vận chuyển.',
          'Hãy quay video khi mở kiện và kiểm tra ngay. Nếu có vấn đề, gửi khiếu nại trong vòng 3 ngày kể từ khi nhận hàng.',
        ],
      },
    ],
  },
  {
    path: '/page/chinh-sach-bao-mat',
    title: 'Chính sách bảo mật và bảo vệ dữ liệu cá nhân',
    description:
      'Kaimono thu thập, sử dụng và bảo vệ dữ liệu cá nhân của bạn như thế nào, theo Nghị định 13/2023/NĐ-CP, và cách bạn thực hiện quyền của mình.',
    sections: [
      {
        heading: 'Phạm vi và bên chịu trách nhiệm',
        paragraphs: [
          'Chính sách này áp dụng cho website, ứng dụng và các kênh hỗ trợ của Kaimono. Bên kiểm soát và xử lý dữ liệu cá nhân là Công ty TNHH Kaimono Việt Nam, địa chỉ Tầng 8, 25 Nguyễn Thị Minh Khai, Phường Sài Gòn, TP. Hồ Chí Minh.',
          'Chúng tôi xử lý dữ liệu cá nhân theo Nghị định 13/2023/NĐ-CP về bảo vệ dữ liệu cá nhân và các quy định pháp luật hiện hành có liên quan, và chỉ thu thập dữ liệu cần thiết cho dịch vụ bạn sử dụng.',
        ],
      },
      {
        heading: 'Dữ liệu chúng tôi thu thập',
        table: [
          ['Nhóm dữ liệu', 'Ví dụ', 'Nguồn'],
          ['Thông tin tài khoản', 'Họ tên, số điện thoại, email, ngày sinh (không bắt buộc), ảnh đại diện, mã khách hàng', 'Bạn cung cấp khi đăng ký, cập nhật hồ sơ'],
          ['Địa chỉ nhận hàng', 'Tên người nhận, số điện thoại, tỉnh/thành phố, phường/xã, địa chỉ chi tiết', 'Bạn cung cấp'],
          ['Giao dịch và đơn hàng', 'Giỏ hàng, báo giá, đơn hàng, lượt đấu giá, hóa đơn, mã giảm giá, cấp VIP', 'Phát sinh khi bạn dùng dịch vụ'],
          ['Thông tin tài chính', 'Lịch sử nạp, rút, hoàn tiền; số tài khoản hoặc số thẻ, tên chủ tài khoản và ngân hàng bạn lưu để nhận hoàn tiền', 'Bạn cung cấp; sao kê giao dịch đến tài khoản của chúng tôi'],
          ['Nội dung trao đổi', 'Tin nhắn hỗ trợ, khiếu nại, ảnh và video bạn tải lên, đánh giá nhân viên', 'Bạn cung cấp'],
          ['Dữ liệu kỹ thuật', 'Địa chỉ IP, loại thiết bị, trình duyệt, nhật ký truy cập, cookie, lịch sử tìm kiếm, nguồn truy cập (tham số UTM)', 'Tự động ghi nhận khi bạn truy cập'],
        ],
        paragraphs: [
          'Thông tin tài khoản ngân hàng và lịch sử giao dịch tài chính có thể thuộc nhóm dữ liệu cá nhân nhạy cảm theo Nghị định 13/2023/NĐ-CP; chúng tôi áp dụng biện pháp bảo vệ tăng cường với nhóm dữ liệu này. Chúng tôi không lưu mật khẩu ngân hàng, mã OTP, mã PIN hay mã CVV.',
          'Nội dung chuyển khoản khi nạp ví chứa một mã định danh được tạo từ số điện thoại tài khoản của bạn để hệ thống tự động ghi nhận tiền. Mã này hiển thị với ngân hàng của bạn và ngân hàng nhận tiền.',
        ],
      },
      {
        heading: 'Mục đích xử lý',
        list: [
          'Tạo và quản lý tài khoản, xác thực đăng nhập (mật khẩu, mã xác thực qua điện thoại, mã QR).',
          'Thực hiện đơn hàng: mua hàng tại Nhật, nhận hàng ở kho, vận chuyển, khai báo hải quan và giao hàng.',
          'Quản lý ví, đối soát chuyển khoản, phát hành hóa đơn và hoàn tiền.',
          'Gửi thông báo về đơn hàng, đấu giá, thanh toán và thay đổi dịch vụ.',
          'Giải quyết khiếu nại, chăm sóc khách hàng, phòng chống gian lận và bảo đảm an toàn hệ thống.',
          'Thống kê nội bộ để cải thiện dịch vụ; gửi tin khuyến mãi chỉ khi bạn đồng ý (có thể tắt trong Cài đặt thông báo).',
        ],
      },
      {
        heading: 'Chia sẻ dữ liệu với bên thứ ba',
        paragraphs: [
          'Chúng tôi không bán dữ liệu cá nhân. Dữ liệu chỉ được chia sẻ trong phạm vi cần thiết với:',
        ],
        list: [
          'Đơn vị vận chuyển trong nước: tên, số điện thoại và địa chỉ người nhận để giao hàng.',
          'Cơ quan hải quan và đại lý làm thủ tục: thông tin người nhận và hàng hóa để khai báo nhập khẩu.',
          'Ngân hàng và đơn vị cung cấp dịch vụ đối soát giao dịch: thông tin giao dịch chuyển khoản.',
          'Nhà cung cấp hạ tầng máy chủ, lưu trữ và gửi thông báo, theo hợp đồng có điều khoản bảo mật.',
          'Cơ quan nhà nước có thẩm quyền khi có yêu cầu hợp pháp.',
        ],
      },
      {
        heading: 'Người bán tại Nhật và chuyển dữ liệu ra nước ngoài',
        paragraphs: [
          'Hàng được mua bằng tài khoản của Kaimono và gửi đến kho Osaka. Người bán tại Nhật không nhận được tên, số điện thoại hay địa chỉ của bạn. Nhân viên kho Osaka chỉ làm việc với mã đơn hàng và thông tin sản phẩm.',
          'Khi việc vận hành dịch vụ cần chuyển dữ liệu cá nhân ra ngoài lãnh thổ Việt Nam, chúng tôi chỉ chuyển dữ liệu cần thiết, lập hồ sơ đánh giá tác động theo quy định và yêu cầu bên nhận áp dụng biện pháp bảo vệ tương đương.',
        ],
      },
      {
        heading: 'Quyền của bạn',
        paragraphs: ['Theo Nghị định 13/2023/NĐ-CP, bạn có các quyền sau đối với dữ liệu cá nhân của mình:'],
        list: [
          'Quyền được biết về hoạt động xử lý dữ liệu.',
          'Quyền đồng ý hoặc không đồng ý cho phép xử lý dữ liệu.',
          'Quyền truy cập để xem, chỉnh sửa hoặc yêu cầu chỉnh sửa dữ liệu.',
          'Quyền rút lại sự đồng ý.',
          'Quyền xóa dữ liệu hoặc yêu cầu xóa dữ liệu.',
          'Quyền yêu cầu hạn chế xử lý dữ liệu.',
          'Quyền yêu cầu cung cấp dữ liệu cho bản thân.',
          'Quyền phản đối xử lý dữ liệu, kể cả cho mục đích quảng cáo, tiếp thị.',
          'Quyền khiếu nại, tố cáo, khởi kiện.',
          'Quyền yêu cầu bồi thường thiệt hại khi có vi phạm.',
          'Quyền tự bảo vệ theo quy định của pháp luật.',
        ],
      },
      {
        heading: 'Cách thực hiện quyền và thời hạn lưu trữ',
        paragraphs: [
          'Bạn có thể tự xem và sửa phần lớn thông tin trong mục Tài khoản. Với các yêu cầu khác (cung cấp bản sao dữ liệu, xóa tài khoản, rút lại đồng ý, hạn chế xử lý), hãy gửi email đến hotro@kaimono.vn từ địa chỉ email đã đăng ký hoặc gọi 1900 6868. Chúng tôi sẽ xác minh danh tính và phản hồi trong vòng 72 giờ, hoặc trong thời hạn pháp luật quy định.',
          'Việc rút lại đồng ý hoặc xóa dữ liệu có thể khiến chúng tôi không tiếp tục cung cấp được dịch vụ, ví dụ không thể giao hàng khi thiếu địa chỉ. Một số dữ liệu như hóa đơn, chứng từ kế toán và giao dịch tài chính phải được lưu theo thời hạn mà pháp luật về kế toán, thuế yêu cầu, kể cả sau khi bạn đóng tài khoản. Dữ liệu khác được xóa hoặc ẩn danh hóa khi không còn cần cho mục đích đã nêu.',
        ],
      },
      {
        heading: 'Bảo mật và xử lý sự cố',
        list: [
          'Mọi kết nối tới website được mã hóa (HTTPS); mật khẩu được lưu dưới dạng băm, không ai đọc được.',
          'Nhân viên chỉ được truy cập dữ liệu cần cho công việc; truy cập được ghi nhật ký.',
          'Khi xảy ra sự cố vi phạm dữ liệu cá nhân, chúng tôi thông báo cho cơ quan chuyên trách thuộc Bộ Công an trong vòng 72 giờ theo quy định và thông báo cho khách hàng bị ảnh hưởng cùng hướng dẫn cần thiết.',
        ],
      },
      {
        heading: 'Cookie và lưu trữ trên trình duyệt',
        paragraphs: [
          'Chúng tôi dùng cookie và bộ nhớ trình duyệt để giữ phiên đăng nhập, ghi nhớ lựa chọn của bạn và đo lường nguồn truy cập. Nếu bạn chặn cookie, một số chức năng như đăng nhập có thể không hoạt động.',
        ],
      },
      {
        heading: 'Trẻ em, thay đổi chính sách và liên hệ',
        paragraphs: [
          'Dịch vụ dành cho người từ đủ 18 tuổi. Người chưa thành niên chỉ sử dụng khi có sự đồng ý và giám sát của cha mẹ hoặc người giám hộ.',
          'Khi chính sách thay đổi, chúng tôi đăng phiên bản mới trên trang này và thông báo trên website với những thay đổi quan trọng. Mọi câu hỏi về dữ liệu cá nhân xin gửi đến hotro@kaimono.vn hoặc hotline 1900 6868 (8:00–21:00, Thứ Hai – Thứ Bảy).',
        ],
      },
    ],
  },
  {
    path: '/page/bieu-phi',
    title: 'Biểu phí dịch vụ',
    description:
      'Biểu phí của Kaimono: phí dịch vụ theo giá trị đơn, ưu đãi VIP, cước đường bay, đường biển, EMS, dịch vụ thêm, lưu kho và ví dụ tính phí.',
    // The live page (/page/bieu-phi, features/pricing) shows every number and rule from the pricing
    // tables (GET /api/price-list/by-route, /api/price-service/rules, docs/adr/0006); these sections
    // carry no figures of their own, so nothing here can drift from what is charged.
    sections: [
      {
        heading: 'Biểu phí đọc trực tiếp từ hệ thống',
        paragraphs: [
          'Mọi mức phí trên trang này (phí dịch vụ theo bậc, thuế tiêu dùng, phí ship nội địa Nhật tạm tính, cước quốc tế, dịch vụ thêm, lưu kho, ưu đãi VIP) được đọc trực tiếp từ biểu phí mà công cụ báo giá, giỏ hàng, đơn hàng và hóa đơn dùng để tính tiền.',
        ],
      },
      {
        heading: 'Hai lần thanh toán',
        paragraphs: [
          'Thanh toán lần 1 trước khi chúng tôi mua hàng; thanh toán lần 2 khi kiện hàng về kho Việt Nam và được cân đo. Cách tính từng khoản được nêu đầy đủ ở mục Cách tính chi phí.',
        ],
      },
      {
        heading: 'Quy tắc tính và ví dụ',
        paragraphs: [
          'Mỗi quy tắc (tỷ giá và làm tròn, thuế, phí dịch vụ, khối lượng tính cước, phí ship nội địa Nhật, dịch vụ thêm, lưu kho, tạm giữ khi đấu giá) kèm ví dụ được tính bằng chính bộ tính giá của đơn hàng.',
        ],
      },
      {
        heading: 'Khi biểu phí thay đổi',
        paragraphs: [
          'Trang này luôn hiển thị biểu phí đang áp dụng. Đơn đã tạo giữ tỷ giá và các khoản đã báo; hóa đơn lần 2 ghi rõ cách tính từng dòng.',
        ],
      },
    ],
  },
  {
    path: '/page/dich-vu-chup-anh',
    title: 'Dịch vụ chụp ảnh và kiểm hàng',
    description:
      'Xem ảnh thật sản phẩm tại kho Osaka trước khi gửi về Việt Nam: 5 ảnh mỗi sản phẩm với giá 20.000 ₫, kèm dịch vụ kiểm hàng khi cần.',
    sections: [
      {
        heading: 'Dịch vụ chụp ảnh là gì?',
        paragraphs: [
          'Khi hàng đến kho Osaka, nhân viên kho mở gói của người bán và chụp 5 ảnh thực tế của sản phẩm: toàn cảnh, các mặt, nhãn mác hoặc tem, phụ kiện đi kèm và chi tiết cần chú ý. Ảnh được đăng trong trang chi tiết đơn hàng để bạn xem trước khi kiện được gửi về Việt Nam.',
          'Dịch vụ đặc biệt hữu ích với hàng đã qua sử dụng trên Mercari, Yahoo!フリマ, Yahoo! Auctions và Suruga-ya, nơi ảnh của người bán có thể cũ, thiếu góc hoặc chỉ là ảnh minh họa.',
        ],
      },
      {
        heading: 'Khi nào nên dùng?',
        list: [
          'Hàng cũ có giá trị cao: túi xách, đồng hồ, máy ảnh, ống kính, máy chơi game.',
          'Hàng sưu tầm cần đủ hộp, sách hướng dẫn, thẻ đặc quyền (特典) hoặc phụ kiện.',
          'Quần áo, giày dép cần xem nhãn size, vết bẩn, độ mòn đế.',
          'Sản phẩm trên Suruga-ya và các sàn có ảnh minh họa thay vì ảnh thật.',
          'Khi bạn muốn chắc chắn trước khi trả cước quốc tế cho một món hàng cồng kềnh.',
        ],
      },
      {
        heading: 'Bảng giá',
        table: [
          ['Dịch vụ', 'Phí', 'Bao gồm'],
          ['Chụp ảnh', '20.000 ₫/sản phẩm', '5 ảnh độ phân giải cao, chụp theo góc tiêu chuẩn hoặc theo ghi chú của bạn'],
          ['Kiểm hàng', '30.000 ₫/sản phẩm', 'Đối chiếu với mô tả của người bán, kiểm đếm số lượng và phụ kiện, kiểm tra ngoại quan, ghi chú lỗi phát hiện được'],
          ['Chụp ảnh + kiểm hàng', '50.000 ₫/sản phẩm', 'Cả hai dịch vụ trên'],
        ],
        paragraphs: [
          'Phí được thu cùng thanh toán lần 1 nếu bạn chọn khi đặt hàng, hoặc ghi vào hóa đơn lần 2 nếu đăng ký thêm sau.',
        ],
      },
      {
        heading: 'Quy trình',
        list: [
          'Chọn “Chụp ảnh” và/hoặc “Kiểm hàng” ở mục dịch vụ thêm khi thêm sản phẩm vào giỏ, hoặc liên hệ chúng tôi để bổ sung trước khi hàng về kho Osaka.',
          'Ghi chú yêu cầu cụ thể nếu có, ví dụ: “chụp số serial”, “chụp đế giày”, “chụp mặt sau thẻ”.',
          'Khi hàng về kho, ảnh và kết quả kiểm hàng thường có trong vòng 1 ngày làm việc; bạn nhận thông báo khi có kết quả.',
          'Bạn xác nhận tiếp tục gửi hàng, hoặc liên hệ để được hỗ trợ nếu phát hiện vấn đề.',
        ],
      },
      {
        heading: 'Nếu phát hiện vấn đề',
        paragraphs: [
          'Nếu sản phẩm khác mô tả, thiếu phụ kiện hoặc hư hỏng, Kaimono sẽ liên hệ người bán hoặc sàn theo quy định của từng sàn để đề nghị đổi trả hoặc hoàn tiền. Kết quả phụ thuộc vào người bán: nhiều tin đăng cá nhân trên Yahoo! Auctions ghi ノークレーム・ノーリターン (không khiếu nại, không trả hàng) hoặc bán dạng ジャンク (hàng hỏng, bán nguyên trạng), khi đó khả năng được hoàn tiền rất thấp.',
          'Trên Mercari, giao dịch chỉ kết thúc khi bên mua đánh giá nhận hàng. Nếu bạn dùng dịch vụ kiểm hàng, kho sẽ kiểm trước khi xác nhận đã nhận, giúp giữ quyền khiếu nại với người bán. Chi phí gửi trả hàng trong Nhật (nếu có) được báo trước để bạn quyết định.',
        ],
      },
      {
        heading: 'Giới hạn của dịch vụ',
        list: [
          'Chụp ảnh và kiểm hàng không phải là dịch vụ giám định thật giả. Nhân viên kho không xác nhận nguồn gốc thương hiệu.',
          'Kiểm hàng không bao gồm tháo rời, sửa chữa hay chạy thử lâu dài. Với thiết bị điện tử, chúng tôi chỉ bật nguồn thử khi sản phẩm có sẵn pin hoặc nguồn phù hợp điện áp Nhật (100V).',
          'Hàng còn niêm phong sẽ không bị bóc nếu bạn không yêu cầu rõ, vì bóc niêm phong có thể làm giảm giá trị sưu tầm.',
          'Dịch vụ chỉ thực hiện khi hàng đã về kho Osaka. Trước khi mua, bạn có thể nhờ nhân viên đặt câu hỏi cho người bán ở những sàn cho phép, nhưng người bán có thể không trả lời.',
        ],
      },
    ],
  },
  {
    path: '/page/chinh-sach-giao-dich',
    title: 'Chính sách giao dịch',
    description:
      'Quy định về thanh toán, hủy đơn, hoàn tiền, đấu giá, khiếu nại và bồi thường hàng thất lạc hoặc hư hỏng khi mua hàng Nhật qua Kaimono.',
    sections: [
      {
        heading: 'Vai trò của Kaimono',
        paragraphs: [
          'Kaimono là đơn vị mua hộ và vận chuyển: chúng tôi thay bạn mua hàng trên các sàn Nhật bằng tài khoản của công ty, nhận hàng ở kho Osaka và vận chuyển về Việt Nam. Giao dịch với người bán tuân theo quy định của từng sàn; Kaimono không phải là người bán và không phải đối tác chính thức của các sàn.',
          'Khi tạo đơn hoặc đặt giá, bạn đồng ý với chính sách này và biểu phí đang áp dụng.',
        ],
      },
      {
        heading: 'Thanh toán',
        list: [
          'Mọi thanh toán được thực hiện từ ví Kaimono, nạp bằng chuyển khoản ngân hàng qua VietQR.',
          'Thanh toán lần 1 (trước khi mua): tiền hàng, phí vận chuyển nội địa Nhật (thực tế hoặc tạm tính), phí dịch vụ và dịch vụ thêm. Tỷ giá được chốt khi bạn xác nhận đơn và ghi trên đơn hàng.',
          'Thanh toán lần 2 (khi hàng về kho Việt Nam): cước quốc tế theo khối lượng đo thực tế, phí giao hàng trong nước nếu có, phần chênh lệch phí ship nội địa Nhật và thuế, phí hải quan phát sinh (nếu có).',
          'Hàng chỉ được giao sau khi hóa đơn lần 2 đã được thanh toán đủ.',
        ],
      },
      {
        heading: 'Hủy đơn',
        table: [
          ['Thời điểm', 'Có thể hủy?', 'Xử lý'],
          ['Trước khi thanh toán lần 1', 'Có', 'Đơn bị hủy, không phát sinh phí'],
          ['Đã thanh toán, chưa mua', 'Có', 'Hoàn toàn bộ số tiền đã thanh toán về ví'],
          ['Đã mua trên sàn Nhật', 'Không', 'Hợp đồng mua bán với người bán đã hình thành'],
          ['Đấu giá đã thắng', 'Không', 'Khoản tạm giữ trở thành thanh toán lần 1'],
        ],
      },
      {
        heading: 'Hoàn tiền',
        list: [
          'Người bán hủy đơn, hết hàng hoặc chúng tôi không thể mua được: hoàn 100% thanh toán lần 1 về ví.',
          'Người bán hoàn một phần (thiếu hàng, giảm giá sau khiếu nại): hoàn phần tương ứng về ví sau khi Kaimono nhận được tiền từ người bán hoặc sàn.',
          'Phí ship nội địa Nhật tạm tính cao hơn thực tế: phần chênh lệch được trừ vào hóa đơn lần 2.',
          'Số dư trong ví có thể rút về tài khoản ngân hàng đứng tên bạn. Yêu cầu rút được xử lý trong vòng 2 ngày làm việc.',
        ],
      },
      {
        heading: 'Quy định đấu giá',
        list: [
          'Mỗi lượt đặt giá là cam kết mua nếu thắng. Lượt đặt giá đã gửi lên sàn không thể rút lại; lịch đặt giá phút chót có thể hủy trước khi hệ thống gửi giá.',
          'Ví phải đủ số dư để tạm giữ giá tối đa quy đổi sang tiền Việt cộng phí dự kiến. Khoản tạm giữ được giải phóng khi bạn thua hoặc hủy lịch.',
          'Kaimono không chịu trách nhiệm khi thua do người khác đặt giá cao hơn, do phiên được tự động gia hạn, do người bán kết thúc sớm hoặc hủy lượt đặt giá.',
          'Người bán có thể hủy giao dịch sau khi bạn thắng; khi đó toàn bộ tiền được hoàn về ví.',
        ],
      },
      {
        heading: 'Khiếu nại',
        paragraphs: [
          'Bạn gửi khiếu nại trong mục Khiếu nại của tài khoản trong vòng 3 ngày kể từ khi nhận hàng, kèm ảnh và video mở kiện (quay liên tục từ lúc kiện còn nguyên tem đến khi lấy sản phẩm ra). Chúng tôi phản hồi trong vòng 1 ngày làm việc và cập nhật tiến độ trong phần trao đổi của khiếu nại.',
          'Khiếu nại về sản phẩm không đúng mô tả được chuyển tới người bán hoặc sàn theo quy định của họ. Kaimono hỗ trợ tối đa nhưng không thể cam kết kết quả thay người bán, đặc biệt với hàng cá nhân bán nguyên trạng.',
        ],
      },
      {
        heading: 'Hàng thất lạc hoặc hư hỏng',
        table: [
          ['Trường hợp', 'Có bảo hiểm (3% giá trị khai báo)', 'Không có bảo hiểm'],
          ['Mất toàn bộ kiện khi Kaimono đang giữ hoặc vận chuyển', 'Bồi thường 100% giá trị khai báo và hoàn cước đã thu', 'Hoàn cước đã thu và bồi thường tối đa 5 lần cước quốc tế của phần hàng bị mất, không vượt giá trị hàng'],
          ['Hư hỏng trong vận chuyển', 'Bồi thường theo mức độ hư hỏng, tối đa giá trị khai báo', 'Bồi thường theo mức độ hư hỏng, tối đa 5 lần cước quốc tế của sản phẩm'],
          ['Hư hỏng do người bán hoặc có sẵn trước khi về kho Osaka', 'Hỗ trợ khiếu nại người bán', 'Hỗ trợ khiếu nại người bán'],
        ],
        paragraphs: [
          'Hàng dễ vỡ không đăng ký bọc chống sốc hoặc đóng thùng gỗ theo khuyến nghị của nhân viên chỉ được bồi thường khi bị mất, không bồi thường khi vỡ. Không bồi thường cho hao mòn tự nhiên, hàng bị cơ quan nhà nước tạm giữ hoặc tịch thu, và thiệt hại gián tiếp.',
        ],
      },
      {
        heading: 'Lưu kho và hàng không nhận',
        list: [
          'Hàng được lưu miễn phí 30 ngày tại kho Osaka; sau đó tính 2.000 ₫/kg/ngày.',
          'Nếu hóa đơn lần 2 chưa được thanh toán sau 60 ngày kể từ khi thông báo và chúng tôi đã liên hệ ít nhất hai lần mà không được phản hồi, Kaimono có quyền xử lý hàng để bù chi phí, phần còn dư (nếu có) được hoàn về ví.',
        ],
      },
      {
        heading: 'Hàng cấm và trách nhiệm của khách hàng',
        paragraphs: [
          'Bạn chịu trách nhiệm bảo đảm hàng đặt mua không thuộc danh mục cấm nhập khẩu vào Việt Nam. Kaimono có quyền từ chối hoặc hủy đơn (hoàn tiền nếu chưa mua) khi phát hiện hàng cấm, hàng giả hoặc hàng không thể vận chuyển. Hàng đã mua nhưng không thể gửi về sẽ được lưu kho và thỏa thuận phương án xử lý với bạn.',
        ],
      },
    ],
  },
  {
    path: '/page/bao-gia-tu-dong',
    title: 'Báo giá tự động',
    description:
      'Ước tính chi phí mua hàng Nhật về Việt Nam bằng tiền Việt: tiền hàng, phí dịch vụ, phí ship Nhật và cước quốc tế theo tuyến vận chuyển.',
    sections: [
      {
        heading: 'Công cụ báo giá dùng để làm gì?',
        paragraphs: [
          'Báo giá tự động giúp bạn biết trước một sản phẩm khi về đến Việt Nam sẽ tốn khoảng bao nhiêu, trước khi nạp tiền hay đặt mua. Kết quả được tách thành thanh toán lần 1 (trả trước khi mua) và thanh toán lần 2 (trả khi hàng về kho Việt Nam), đúng như cách Kaimono thu tiền thực tế.',
          'Công cụ dùng cùng biểu phí và tỷ giá đang hiển thị trên website. Đây là số ước tính; số tiền cuối cùng được xác định bởi giá mua thực tế, phí ship của người bán và cân nặng đo tại kho.',
        ],
      },
      {
        heading: 'Thông tin bạn cần nhập',
        table: [
          ['Thông tin', 'Bắt buộc?', 'Ghi chú'],
          ['Sàn hoặc đường dẫn sản phẩm', 'Có', 'Dán link để hệ thống tự điền giá và phí ship nếu có'],
          ['Giá sản phẩm (¥) và số lượng', 'Có', 'Giá đã gồm thuế tiêu thụ như sàn hiển thị'],
          ['Phí ship nội địa Nhật (¥)', 'Không', 'Để trống nếu chưa rõ, hệ thống tạm tính ¥800–¥1,500 theo kích thước'],
          ['Cân nặng ước tính (kg)', 'Có', 'Cân nặng sau khi đóng gói'],
          ['Kích thước kiện (cm)', 'Không', 'Nên nhập với hàng nhẹ nhưng cồng kềnh'],
          ['Tuyến vận chuyển', 'Có', 'Đường bay, đường biển hoặc EMS'],
          ['Dịch vụ thêm, cấp VIP, mã giảm giá', 'Không', 'Chụp ảnh, kiểm hàng, bọc chống sốc, thùng gỗ, bảo hiểm'],
        ],
      },
      {
        heading: 'Báo giá được tính như thế nào?',
        list: [
          'Tiền hàng = giá (¥) × số lượng × tỷ giá hiện hành, làm tròn lên đến đồng.',
          'Phí ship nội địa Nhật = phí người bán công bố, hoặc mức tạm tính quy đổi sang tiền Việt.',
          'Phí dịch vụ = 5% giá trị hàng (tối thiểu 30.000 ₫) khi dưới 10.000.000 ₫; 4% từ 10.000.000 ₫; 3% từ 50.000.000 ₫; sau đó trừ ưu đãi VIP (10%, 20% hoặc 30%) và mã giảm giá hợp lệ.',
          'Dịch vụ thêm theo biểu phí; bảo hiểm bằng 3% giá trị khai báo.',
          'Thanh toán lần 1 = tiền hàng + phí ship nội địa Nhật + phí dịch vụ + dịch vụ thêm.',
          'Thanh toán lần 2 = khối lượng tính cước × đơn giá tuyến + phí giao hàng trong nước (nếu chọn giao tận nơi).',
        ],
      },
      {
        heading: 'Khối lượng tính cước',
        paragraphs: [
          'Khối lượng tính cước là số lớn hơn giữa cân nặng thực tế và khối lượng quy đổi. Khối lượng quy đổi bằng dài × rộng × cao (cm) chia 6000 với đường bay và EMS, chia 4000 với đường biển. Đường bay tính tối thiểu 0,5 kg, đường biển tối thiểu 5 kg.',
          'Ví dụ: một hộp 40 × 30 × 20 cm nặng 3 kg có khối lượng quy đổi 4 kg khi đi đường bay và 6 kg khi đi đường biển, nên cước được tính theo 4 kg (250.000 ₫/kg) hoặc 6 kg (95.000 ₫/kg).',
        ],
      },
      {
        heading: 'Những gì chưa có trong báo giá',
        list: [
          'Thuế nhập khẩu, thuế giá trị gia tăng và phí kiểm tra chuyên ngành (nếu phát sinh), thu theo thực tế.',
          'Phí giao hàng trong nước khi bạn chưa chọn địa chỉ, vì phụ thuộc đơn vị vận chuyển.',
          'Phí lưu kho nếu hàng ở kho Osaka quá 30 ngày miễn phí.',
          'Biến động tỷ giá giữa lúc báo giá và lúc thanh toán.',
        ],
      },
      {
        heading: 'Vì sao số tiền cuối cùng có thể khác?',
        paragraphs: [
          'Cân nặng và kích thước thực tế thường khác ước tính do cách người bán đóng gói. Với đấu giá, giá thắng chỉ biết khi phiên kết thúc. Phí ship nội địa Nhật tạm tính được đối chiếu với phí thực tế và chênh lệch được cộng hoặc trừ ở lần thanh toán 2. Nếu cần báo giá chính xác cho hàng lớn hoặc nhiều món, hãy liên hệ 1900 6868 hoặc hotro@kaimono.vn.',
        ],
      },
    ],
  },
  {
    path: '/about',
    title: 'Về Kaimono',
    description:
      'Kaimono là dịch vụ mua hộ hàng Nhật Bản bằng tiếng Việt, với kho tại Osaka, TP. Hồ Chí Minh và Hà Nội, giá hiển thị rõ ràng bằng tiền Việt.',
    sections: [
      {
        heading: 'Chúng tôi là ai',
        paragraphs: [
          'Kaimono (買い物, nghĩa là “mua sắm” trong tiếng Nhật) là dịch vụ mua hộ và vận chuyển hàng Nhật Bản của Công ty TNHH Kaimono Việt Nam. Chúng tôi giúp người mua ở Việt Nam tiếp cận sáu sàn thương mại điện tử lớn của Nhật bằng giao diện tiếng Việt, thanh toán bằng tiền Việt và nhận hàng tại nhà.',
          'Từ máy ảnh cũ trên Yahoo! Auctions, một chiếc áo trên Mercari, món đồ gia dụng trên Rakuten đến bộ game cổ trên Suruga-ya, bạn có thể tìm, so sánh giá và đặt mua trong cùng một nơi.',
        ],
      },
      {
        heading: 'Sứ mệnh',
        paragraphs: [
          'Mua hàng Nhật từ Việt Nam từng đồng nghĩa với rào cản ngôn ngữ, phương thức thanh toán và chi phí khó đoán. Sứ mệnh của Kaimono là làm cho việc đó trở nên đơn giản và minh bạch: bạn biết mình trả bao nhiêu, trả cho khoản gì, và hàng của mình đang ở đâu.',
        ],
      },
      {
        heading: 'Cách chúng tôi làm việc',
        list: [
          'Tìm kiếm và hiển thị sản phẩm của sáu sàn bằng tiếng Việt, kèm giá quy đổi theo tỷ giá hiện hành.',
          'Thu tiền qua ví điện tử nạp bằng chuyển khoản VietQR; thanh toán chia hai lần để bạn chỉ trả cước quốc tế theo cân nặng thật.',
          'Mua hàng bằng tài khoản của công ty, nhận hàng tại kho Osaka, kiểm đếm, chụp ảnh khi được yêu cầu, gom và đóng gói.',
          'Vận chuyển về Việt Nam bằng đường bay, đường biển hoặc EMS; làm thủ tục hải quan; giao hàng hoặc cho nhận tại kho.',
          'Hỗ trợ đấu giá, đặt giá phút chót, thương lượng giá và xử lý khiếu nại với người bán.',
        ],
      },
      {
        heading: 'Hệ thống kho',
        table: [
          ['Kho', 'Vai trò'],
          ['Osaka, Nhật Bản', 'Nhận hàng từ người bán, kiểm đếm, chụp ảnh, gom kiện, đóng gói và gửi đi'],
          ['TP. Hồ Chí Minh', 'Nhận hàng về Việt Nam, cân đo, giao hàng khu vực phía Nam và cho nhận tại kho'],
          ['Hà Nội', 'Nhận hàng về Việt Nam, cân đo, giao hàng khu vực phía Bắc và cho nhận tại kho'],
        ],
      },
      {
        heading: 'Cam kết minh bạch',
        list: [
          'Biểu phí công khai; báo giá tách rõ tiền hàng, phí dịch vụ, phí ship và cước quốc tế.',
          'Tỷ giá hiển thị trực tiếp và được ghi trên từng đơn hàng, hóa đơn.',
          'Tiền của bạn nằm trong ví, mọi biến động đều có lịch sử; khoản tạm giữ khi đấu giá được giải phóng ngay khi phiên kết thúc mà bạn không thắng.',
          'Khi hàng không mua được, tiền được hoàn về ví đầy đủ.',
        ],
      },
      {
        heading: 'Điều bạn cần biết',
        paragraphs: [
          'Kaimono là dịch vụ độc lập. Chúng tôi không phải đối tác chính thức và không đại diện cho Yahoo! Auctions, Yahoo! Shopping, Mercari, Rakuten Ichiba, Yahoo!フリマ hay Suruga-ya. Tên và nhãn hiệu của các sàn thuộc về chủ sở hữu tương ứng. Giao dịch với người bán tuân theo quy định của từng sàn.',
        ],
      },
      {
        heading: 'Liên hệ',
        table: [
          ['Thông tin', 'Chi tiết'],
          ['Công ty', 'Công ty TNHH Kaimono Việt Nam'],
          ['Địa chỉ', 'Tầng 8, 25 Nguyễn Thị Minh Khai, Phường Sài Gòn, TP. Hồ Chí Minh'],
          ['Hotline', '1900 6868 (cước gọi theo quy định của nhà mạng)'],
          ['Email', 'hotro@kaimono.vn'],
          ['Giờ làm việc', '8:00–21:00, Thứ Hai – Thứ Bảy'],
        ],
      },
    ],
  },
];

export const staticPages: Record<string, StaticPage> = Object.fromEntries(pages.map((page) => [page.path, page]));
