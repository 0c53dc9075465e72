import {
  aggregateForm10bd,
  FORM_10BD_HEADERS,
  form10bdAmount,
  form10bdCsvCells,
  statementCsvCells,
  type Form10bdDonation,
} from './form-10bd.js';
import { taxRegimeOfYear } from './tax-regimes.js';

const asha = { pan: 'BBBBB2222B', name: 'Asha Rao', address: '4 Lake View, Pune 411001' };
const vikram = { pan: 'AAAAA1111A', name: 'Vikram Shah', address: '12 MG Road, Bengaluru 560001' };

function donation(
  donor: { pan: string; name: string; address: string },
  amount: number | string,
  donationType: Form10bdDonation['donationType'] = 'others',
): Form10bdDonation {
  return { ...donor, amount, donationType, mode: 'electronic' };
}

describe('aggregateForm10bd', () => {
  it('gives one row per donor (PAN) per donation type per mode, amounts added exactly', () => {
    const rows = aggregateForm10bd([
      donation(asha, 1000),
      donation(vikram, '2500.00'),
      donation(asha, '500.10'),
      donation(asha, 0.2),
      donation(asha, 5000, 'corpus'),
      donation(vikram, 1500),
    ]);
    expect(rows).toEqual([
      {
        serialNumber: 1,
        ...vikram,
        donationType: 'others',
        mode: 'electronic',
        amountPaise: 400000,
        donationCount: 2,
        preArn: null,
      },
      {
        serialNumber: 2,
        ...asha,
        donationType: 'corpus',
        mode: 'electronic',
        amountPaise: 500000,
        donationCount: 1,
        preArn: null,
      },
      {
        serialNumber: 3,
        ...asha,
        donationType: 'others',
        mode: 'electronic',
        // 1000 + 500.10 + 0.20 in floating point would be 1500.3000000000002
        amountPaise: 150030,
        donationCount: 3,
        preArn: null,
      },
    ]);
  });

  it('orders rows the same way whatever order the donations come in', () => {
    const donations = [
      donation(asha, 100, 'specific_grant'),
      donation(vikram, 200),
      donation(asha, 300, 'corpus'),
      donation(asha, 400),
      donation(vikram, 500, 'corpus'),
    ];
    const keys = (rows: ReturnType<typeof aggregateForm10bd>) =>
      rows.map((row) => `${row.serialNumber} ${row.pan} ${row.donationType} ${row.amountPaise}`);
    const expected = [
      '1 AAAAA1111A corpus 50000',
      '2 AAAAA1111A others 20000',
      '3 BBBBB2222B corpus 30000',
      '4 BBBBB2222B specific_grant 10000',
      '5 BBBBB2222B others 40000',
    ];
    expect(keys(aggregateForm10bd(donations))).toEqual(expected);
    expect(keys(aggregateForm10bd([...donations].reverse()))).toEqual(expected);
  });

  it("reports the donor's latest name and address and reads PANs as typed", () => {
    const rows = aggregateForm10bd([
      donation({ ...asha, pan: ' bbbbb2222b ' }, 100),
      donation(
        { ...asha, name: ' Asha  Rao-Kulkarni ', address: '9 Hill Road,\nNashik  422001' },
        100,
        'corpus',
      ),
    ]);
    expect(rows.map((row) => [row.pan, row.name, row.address])).toEqual([
      ['BBBBB2222B', 'Asha Rao-Kulkarni', '9 Hill Road, Nashik 422001'],
      ['BBBBB2222B', 'Asha Rao-Kulkarni', '9 Hill Road, Nashik 422001'],
    ]);
  });

  it('is empty for no donations', () => {
    expect(aggregateForm10bd([])).toEqual([]);
  });

  it('refuses, naming the donation, what the statement cannot report', () => {
    expect(() => aggregateForm10bd([donation(asha, 1), donation({ ...vikram, pan: 'ABC' }, 1)])).toThrow(
      'Donation 2: not a PAN',
    );
    expect(() => aggregateForm10bd([donation({ ...asha, name: ' ' }, 1)])).toThrow(/name is empty/);
    expect(() => aggregateForm10bd([donation({ ...asha, address: '' }, 1)])).toThrow(/address is empty/);
    expect(() => aggregateForm10bd([donation(asha, 0)])).toThrow(/positive/);
    expect(() => aggregateForm10bd([donation(asha, -5)])).toThrow(RangeError);
    expect(() => aggregateForm10bd([donation(asha, 1, 'gift' as never)])).toThrow(/donation type/);
    expect(() => aggregateForm10bd([{ ...donation(asha, 1), mode: 'cheque' as never }])).toThrow(/mode/);
  });
});

describe('pre-acknowledgement numbers', () => {
  it('reports a donation whose receipt quoted one on its own row, carrying the number', () => {
    const rows = aggregateForm10bd([
      donation(asha, 1000),
      { ...donation(asha, 2000), preArn: 'PREARN000000000000002' },
      donation(asha, 500),
      { ...donation(asha, 3000), preArn: 'PREARN000000000000001' },
    ]);
    expect(rows.map((row) => [row.serialNumber, row.preArn, row.amountPaise, row.donationCount])).toEqual([
      [1, null, 150000, 2],
      [2, 'PREARN000000000000001', 300000, 1],
      [3, 'PREARN000000000000002', 200000, 1],
    ]);
    const registration = { urn: 'AAATY1234FF20214', urnIssuedOn: '2021-09-24' };
    expect(rows.map((row) => form10bdCsvCells(row, registration)[1])).toEqual([
      '',
      'PREARN000000000000001',
      'PREARN000000000000002',
    ]);
  });
});

describe('form10bdCsvCells', () => {
  it('fills every column of the template in its order', () => {
    const [row] = aggregateForm10bd([donation(vikram, 125000, 'specific_grant')]);
    const cells = form10bdCsvCells(row, { urn: 'AAATY1234FF20214', urnIssuedOn: '2021-09-24' });
    expect(cells).toHaveLength(FORM_10BD_HEADERS.length);
    expect(Object.fromEntries(FORM_10BD_HEADERS.map((header, i) => [header, cells[i]]))).toEqual({
      'Sl. No.': '1',
      'Pre Acknowledgement Number': '',
      'ID Code': 'Permanent Account Number',
      'Unique Identification Number': 'AAAAA1111A',
      'Section Code': 'Section 80G',
      'Unique Registration Number (URN)': 'AAATY1234FF20214',
      'Date of Issuance of URN': '24-09-2021',
      'Name of donor': 'Vikram Shah',
      'Address of donor': '12 MG Road, Bengaluru 560001',
      'Donation Type': 'Specific grant',
      'Mode of receipt': 'Electronic modes including account payee cheque/draft',
      'Amount of donation (Indian rupees)': '125000',
    });
  });

  it('has the exact headers of the portal template', () => {
    expect(FORM_10BD_HEADERS.join('|')).toBe(
      'Sl. No.|Pre Acknowledgement Number|ID Code|Unique Identification Number|Section Code|' +
        'Unique Registration Number (URN)|Date of Issuance of URN|Name of donor|Address of donor|' +
        'Donation Type|Mode of receipt|Amount of donation (Indian rupees)',
    );
  });

  it('labels each donation type and refuses a bad URN date', () => {
    const rows = aggregateForm10bd([
      donation(asha, 1, 'corpus'),
      donation(asha, 1),
      donation(asha, 1, 'specific_grant'),
    ]);
    const registration = { urn: 'AAATY1234FF20214', urnIssuedOn: '2021-09-24' };
    expect(rows.map((row) => form10bdCsvCells(row, registration)[9])).toEqual([
      'Corpus',
      'Specific grant',
      'Others',
    ]);
    expect(() => form10bdCsvCells(rows[0], { ...registration, urnIssuedOn: '2021-02-30' })).toThrow(
      RangeError,
    );
  });

  it('writes amounts in rupees without grouping, with paise only when there are some', () => {
    expect(form10bdAmount(12500000)).toBe('125000');
    expect(form10bdAmount(150030)).toBe('1500.30');
    expect(form10bdAmount(5)).toBe('0.05');
    expect(() => form10bdAmount(1.5)).toThrow(RangeError);
  });
});

describe('statementCsvCells', () => {
  const row = {
    serialNumber: 1,
    pan: 'ABCDE1234F',
    name: 'Asha',
    address: 'Rishikesh',
    donationType: 'others' as const,
    mode: 'cash' as const,
    amountPaise: 150000,
    donationCount: 1,
    preArn: null,
  };
  const registration = { urn: 'AAATY1234FE20264', urnIssuedOn: '2026-04-01' };

  it('writes Form 113 with the 2025 Act’s section code and Form 10BD with 80G, each with its mode label', () => {
    const form113 = statementCsvCells(row, registration, taxRegimeOfYear('2026-27')!);
    const form10bd = statementCsvCells(row, registration, taxRegimeOfYear('2025-26')!);
    expect(form113[4]).toBe('Section 133');
    expect(form10bd[4]).toBe('Section 80G');
    expect(form113[10]).toBe('Cash');
    expect(form113).toHaveLength(taxRegimeOfYear('2026-27')!.statement.headers.length);
    expect(form113[6]).toBe('01-04-2026');
    expect(form113[11]).toBe('1500');
    expect(
      statementCsvCells({ ...row, mode: 'electronic' }, registration, taxRegimeOfYear('2026-27')!)[10],
    ).toBe('Electronic modes including account payee cheque/draft');
  });
});
