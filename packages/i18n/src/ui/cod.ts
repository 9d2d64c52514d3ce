/** COD remittances ("đối soát COD", ADR 0017 §3): server messages and the staff page /admin/cod. */
export const codRemittanceText = {
  messages: {
    recorded: 'Đã ghi nhận phiên đối soát COD: tiền đã về tài khoản ngân hàng.',
    replayed: 'Phiên đối soát này đã được ghi nhận trước đó.',
  },
  notes: {
    ledger: (carrier: string, reference: string, count: number) => `Đối soát COD ${carrier} — ${reference} (${count} lô hàng)`,
    audit: (carrier: string, reference: string, amount: string, codes: string[]) => `Đối soát COD ${carrier}, mã ${reference}: ${amount} (${codes.join(', ')})`,
  },
  page: {
    title: 'Đối soát COD',
    intro: 'Tiền thu hộ (COD) các đơn vị vận chuyển đã thu của khách nhưng chưa chuyển về tài khoản công ty. Chọn các lô hàng có trong phiên đối soát của đơn vị vận chuyển, nhập mã giao dịch, ngày tiền về và số tiền.',
    outstandingTitle: 'Tiền thu hộ chưa chuyển về',
    outstandingEmpty: 'Không còn khoản thu hộ nào chờ đối soát.',
    outstandingTotal: (amount: string) => `Tổng chưa chuyển về: ${amount}`,
    carrierSum: (count: number, amount: string) => `${count} lô hàng — ${amount}`,
    columns: { pick: 'Chọn', code: 'Lô hàng', customer: 'Khách hàng', tracking: 'Mã vận đơn', collectedAt: 'Đã thu lúc', amount: 'Tiền thu hộ' },
    pickAll: (carrier: string) => `Chọn tất cả lô của ${carrier}`,
    selected: (count: number, amount: string) => `Đã chọn ${count} lô hàng — tổng ${amount}`,
    formTitle: (carrier: string) => `Ghi nhận phiên đối soát của ${carrier}`,
    reference: 'Mã giao dịch / mã phiên đối soát',
    receivedOn: 'Ngày tiền về tài khoản',
    amount: 'Số tiền đã chuyển về (₫)',
    note: 'Ghi chú',
    submit: 'Ghi nhận đối soát',
    submitting: 'Đang ghi nhận…',
    pickFirst: 'Hãy chọn các lô hàng của một đơn vị vận chuyển.',
    listTitle: 'Các phiên đối soát đã ghi nhận',
    listEmpty: 'Chưa có phiên đối soát nào.',
    listColumns: { receivedOn: 'Ngày tiền về', carrier: 'Đơn vị vận chuyển', reference: 'Mã giao dịch', amount: 'Số tiền', shipments: 'Lô hàng', note: 'Ghi chú' },
    loadError: 'Không tải được dữ liệu đối soát. Vui lòng thử lại.',
  },
} as const;
