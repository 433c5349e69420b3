import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { listPath, ROWS, senderOf, type ListRecord } from './list.ts';

/** React and React DOM alone: one fetch, one table. */
function List() {
  const [records, setRecords] = useState<ListRecord[]>([]);
  useEffect(() => {
    void fetch(listPath())
      .then((response) => response.json() as Promise<{ data: ListRecord[] }>)
      .then((body) => setRecords(body.data.slice(0, ROWS)));
  }, []);
  return (
    <table>
      <tbody>
        {records.map((record, index) => (
          <tr key={index}>
            <td>{senderOf(record)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const root = document.getElementById('root');
if (root) createRoot(root).render(<List />);
